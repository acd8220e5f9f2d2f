import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd sync`: fetch every comic the cache lacks, for offline reading and search.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch every comic the cache lacks, so reading and search work offline.",
        usage: "xkcd sync [--concurrency <n>] [<options>]",
        discussion: """
            Newest first; a second run fetches only new comics and gaps. Safe to stop at any \
            moment: the next run continues from what was saved.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: "Requests at once (1-\(ArchiveSync.Configuration.maximumConcurrency)).")
    var concurrency = ArchiveSync.Configuration.defaultConcurrency

    func validate() throws {
        guard (1...ArchiveSync.Configuration.maximumConcurrency).contains(concurrency) else {
            throw ValidationError(
                "--concurrency must be between 1 and \(ArchiveSync.Configuration.maximumConcurrency), got \(concurrency)"
            )
        }
        guard !global.offline else { throw ValidationError("sync needs the network: drop --offline") }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let environment = try AppEnvironment(global: global)
            let report = try await ArchiveFetch.run(
                environment.archiveSync(concurrency: concurrency), database: environment.database, rerun: "xkcd sync")
            print(SyncProgressView.summary(report))
            try ArchiveFetch.reportFailures(of: report, stopped: "sync stopped", rerun: "xkcd sync")
        }
    }
}
