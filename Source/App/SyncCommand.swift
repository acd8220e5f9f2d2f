import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd sync`: fetch every comic the cache lacks, for offline reading and search.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch every comic the cache lacks, so reading and search work offline.",
        discussion: """
            Newest first; a second run fetches only new comics and gaps. Safe to stop at any \
            moment: the next run continues from what was saved.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Also save explain xkcd's explanation of every cached comic; later runs fetch only changed pages.")
    var explain = false

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
            let explained: ExplanationSyncReport? =
                if explain { try await syncExplanations(in: environment) } else { nil }
            try ArchiveFetch.reportFailures(of: report, stopped: "sync stopped", rerun: "xkcd sync")
            if let explained { try ExplanationFetch.reportFailures(of: explained, rerun: "xkcd sync --explain") }
        }
    }
}

extension SyncCommand {
    /// Explanations for every cached comic, after the comics themselves.
    private func syncExplanations(in environment: AppEnvironment) async throws -> ExplanationSyncReport {
        let report = try await ExplanationFetch.run(environment.explanationSync(), rerun: "xkcd sync --explain")
        print(SyncProgressView.summary(report))
        return report
    }
}
