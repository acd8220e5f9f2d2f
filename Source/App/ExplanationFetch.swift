import ArgumentParser
import ComicData
import ComicUI

/// `sync --explain` as the command runs it: the sync progress bar on stderr
/// when it is a terminal, and Ctrl-C as a sync handles it: it stops between
/// two saves, says how many explanations were saved and that running the
/// command again resumes, and exits 130.
enum ExplanationFetch {
    static func run(_ sync: ExplanationSync, rerun: String) async throws -> ExplanationSyncReport {
        let reporter = SyncProgressReporter.forStandardError()
        let savedBefore = try await sync.store.count()
        let finished = try await Interruption.cancellable { try await sync.run(progress: reporter.update) }
        reporter.finish()
        guard let report = finished else {
            let saved = try await sync.store.count() - savedBefore
            Notes.write("interrupted: \(Plural.count(saved, "explanation")) saved; run `\(rerun)` again to resume")
            throw ExitCode(Interruption.exitCode)
        }
        return report
    }

    /// Names each explanation that failed on stderr, then throws when any did or the run stopped early.
    static func reportFailures(of report: ExplanationSyncReport, rerun: String) throws {
        for failure in report.failures.prefix(20) {
            Notes.write("warning: explanation of comic \(failure.number) not saved: \(failure.reason)")
        }
        if report.failures.count > 20 { Notes.write("warning: and \(report.failures.count - 20) more") }
        if let reason = report.stopReason {
            throw CommandFailure("sync --explain stopped: \(reason); run `\(rerun)` again to continue")
        }
        if !report.failures.isEmpty {
            throw CommandFailure(
                "\(Plural.count(report.failures.count, "explanation")) could not be saved; run `\(rerun)` again to retry"
            )
        }
    }
}
