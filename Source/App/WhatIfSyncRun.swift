import ArgumentParser
import ComicData
import ComicSettings
import ComicUI

/// `xkcd sync --whatif`: one summary line; each failure a note; exit 3 when some failed.
enum WhatIfSyncRun {
    static let shownFailures = 10

    static func run(settings: Settings) async throws {
        guard let sync = try await AppEnvironment.whatIfSyncFirst(settings: settings).sync else {
            throw CommandFailure("sync needs the network: drop --offline")
        }
        let report = try SyncRun.finished(await InterruptibleSync.whatIf(sync))
        Console.current.print(SyncProgressView.summary(report))
        for failure in report.failures.prefix(shownFailures) { StandardError.note("note: \(failure)") }
        if report.failures.count > shownFailures {
            StandardError.note("note: and \(report.failures.count - shownFailures) more failures")
        }
        if !report.failures.isEmpty { throw ExitCode(CommandReport.incompleteExitCode) }
    }
}
