import ArgumentParser
import ComicData
import ComicUI

/// `xkcd sync --images` as a command runs it: a progress bar with bytes and
/// time left, one summary line, each missing image named on stderr, and
/// exit 3 when some are missing. Ctrl-C keeps what was saved and exits 130.
enum ImageArchiveFetch {
    static func run(_ sync: ImageSync) async throws -> ImageSyncReport {
        let reporter = SyncProgressReporter.forStandardError()
        let finished = try await Interruption.cancellable { try await sync.run(progress: reporter.update) }
        reporter.finish()
        guard let report = finished else {
            Notes.write("interrupted: the images saved so far are kept; run `xkcd sync --images` again to resume")
            throw ExitCode(Interruption.exitCode)
        }
        return report
    }

    /// Names each image that could not be saved, then throws (exit 3) when any is missing.
    static func reportFailures(of report: ImageSyncReport) throws {
        for failure in report.failures {
            Notes.write("warning: image of comic \(failure.number) not saved: \(failure.reason.description)")
        }
        guard !report.failures.isEmpty else { return }
        throw CommandFailure(
            "\(Plural.count(report.failures.count, "image")) could not be saved; "
                + "run `xkcd sync --images` again to retry",
            exitCode: 3)
    }
}
