import ArgumentParser
import ComicData

/// A command line whose answer starts with a request (`latest`, online):
/// libcurl loads on a thread of its own while `main` parses the line, and
/// the concurrency runtime's threads start after the load, so the first
/// request leaves milliseconds after exec. The other way round, the first
/// worker thread waited for the load (glibc's `pthread_create` waits while
/// another thread is in `dlopen`), and the parse with it.
extension XKCDCommand {
    /// Such a line parsed on the calling thread (`main`'s) beside libcurl's
    /// load, which is over when this returns; nil for any other line.
    static func parsedBesideNetworkLibrary(_ arguments: [String]) -> sending Result<any ParsableCommand, any Error>? {
        guard startsWithRequest(arguments) else { return nil }
        CurlNetworkClient.startLoadingLibrary()
        defer { CurlNetworkClient.waitForLibrary() }
        return Result { try parse(commandLine: arguments) }
    }

    /// `latest` named first, not offline: known from the words alone, before
    /// the parser runs. A line that is not what it seems (`latest --help`) costs only the load.
    static func startsWithRequest(_ arguments: [String]) -> Bool {
        arguments.first == LatestCommand.configuration.commandName && !arguments.contains("--offline")
    }
}
