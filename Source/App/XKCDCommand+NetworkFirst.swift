import ArgumentParser
import NetworkFirst

/// A command line whose answer starts with a request (`latest`, online):
/// libcurl began loading before `main`, from a constructor
/// (Source/NetworkFirst), and `main` parses the line beside it. The
/// concurrency runtime's threads start after the load, so the first request
/// leaves milliseconds after exec. The other way round, the first worker
/// thread waited for the load (glibc's `pthread_create` waits while another
/// thread is in `dlopen`), and the parse with it.
extension XKCDCommand {
    /// Such a line parsed on the calling thread (`main`'s) beside libcurl's
    /// load, which is over when this returns; nil for any other line.
    static func parsedBesideNetworkLibrary(_ arguments: [String]) -> sending Result<any ParsableCommand, any Error>? {
        guard xkcd_network_first_started() != 0 else { return nil }
        defer { xkcd_network_first_wait() }
        return Result { try parse(commandLine: arguments) }
    }
}
