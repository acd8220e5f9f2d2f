import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd sync`: fetch every comic the cache lacks, for offline reading and search.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch every comic the cache lacks, so reading and search work offline.",
        usage: "xkcd sync [--concurrency <n>] [--images] [--explain] [--whatif] [<options>]",
        discussion: """
            Newest first; a second run fetches only new comics and gaps. Safe to stop at any \
            moment: the next run continues from what was saved.
            """
    )

    @OptionGroup var global: GlobalOptions

    @Option(
        help: """
            Requests at once (1-\(ArchiveSync.Configuration.maximumConcurrency)); default: as many as the \
            server allows (its HTTP/2 streams on one connection, up to 100; 16 connections over HTTP/1.1).
            """)
    var concurrency: Int?

    @Flag(help: "Also save every cached comic's image for offline reading; the image cache's limit never evicts them.")
    var images = false

    @Flag(help: "Also save explain xkcd's explanation of every cached comic; later runs fetch only changed pages.")
    var explain = false

    @Flag(help: "Save What If? instead: the archive, every new article and its illustrations.")
    var whatif = false

    func validate() throws {
        if let concurrency, !(1...ArchiveSync.Configuration.maximumConcurrency).contains(concurrency) {
            throw ValidationError(
                "--concurrency must be between 1 and \(ArchiveSync.Configuration.maximumConcurrency), got \(concurrency)"
            )
        }
        guard !global.offline else { throw ValidationError("sync needs the network: drop --offline") }
        if whatif, images || explain {
            throw ValidationError("--whatif syncs What If? alone: run --images and --explain apart")
        }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            if whatif { return try await WhatIfSyncRun.run(settings: global.settings()) }
            let environment = try AppEnvironment(settings: global.settings())
            let report = try SyncRun.finished(
                await InterruptibleSync.comics(
                    environment.services.archiveSync(concurrency: concurrency), database: environment.database,
                    rerun: "xkcd sync"))
            Console.current.print(SyncProgressView.summary(report))
            var imageReport: ImageSyncReport?
            if images {
                imageReport = try SyncRun.finished(
                    await InterruptibleSync.images(environment.services.imageSync(concurrency: concurrency)))
                if let imageReport { Console.current.print(SyncProgressView.imageSummary(imageReport)) }
            }
            let explained: ExplanationSyncReport? =
                if explain { try await syncExplanations(in: environment) } else { nil }
            try SyncFailures.report(.comics(report, stopped: "sync stopped", rerun: "xkcd sync"))
            if let imageReport { try SyncFailures.report(.images(imageReport)) }
            if let explained { try SyncFailures.report(.explanations(explained, rerun: "xkcd sync --explain")) }
        }
    }
}

extension SyncCommand {
    /// Explanations for every cached comic, after the comics themselves.
    private func syncExplanations(in environment: AppEnvironment) async throws -> ExplanationSyncReport {
        let report = try SyncRun.finished(
            await InterruptibleSync.explanations(
                environment.services.explanationSync(), rerun: "xkcd sync --explain"))
        Console.current.print(SyncProgressView.summary(report))
        return report
    }
}
