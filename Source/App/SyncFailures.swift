import ComicData
import ComicUI

/// What a finished sync failed at, said on stderr; then a failure with how to retry when any did.
enum SyncFailures {
    static func report(_ report: SyncReport, stopped: String, rerun: String) throws {
        for failure in report.failures {
            Notes.write("warning: comic \(failure.number) not fetched: \(failure.reason.description)")
        }
        if let reason = report.stopReason {
            throw CommandFailure("\(stopped): \(reason); run `\(rerun)` again to continue")
        }
        if !report.failures.isEmpty {
            throw CommandFailure(
                "\(Plural.count(report.failures.count, "comic")) could not be fetched; run `\(rerun)` again to retry")
        }
    }

    /// Exit 3 when any image is missing.
    static func report(_ report: ImageSyncReport) throws {
        for failure in report.failures {
            Notes.write("warning: image of comic \(failure.number) not saved: \(failure.reason.description)")
        }
        guard !report.failures.isEmpty else { return }
        throw CommandFailure(
            "\(Plural.count(report.failures.count, "image")) could not be saved; run `xkcd sync --images` again to retry",
            exitCode: 3)
    }

    static func report(_ report: ExplanationSyncReport, rerun: String) throws {
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
