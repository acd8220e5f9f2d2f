import ArgumentParser
import ComicData

/// A sync as a command runs it (`sync`, and `bookmarks import` for the
/// comics it lacks): a progress bar on stderr when it is a terminal, and
/// Ctrl-C stops it between two saves, says in one line how many comics were
/// saved and that running `rerun` again resumes, and exits 130.
enum ArchiveFetch {
    /// - Parameter numbers: the comics to fetch; nil for every one the cache lacks.
    static func run(
        _ sync: ArchiveSync, numbers: [Int]? = nil, database: AppDatabase, rerun: String
    ) async throws -> SyncReport {
        let reporter = SyncProgressReporter.forStandardError()
        let cachedBefore = try await SearchIndex(database: database).coverage().searchedCount
        let finished = try await Interruption.cancellable {
            if let numbers {
                try await sync.run(numbers: numbers, progress: reporter.update)
            } else {
                try await sync.run(progress: reporter.update)
            }
        }
        reporter.finish()
        guard let report = finished else {
            let saved = try await SearchIndex(database: database).coverage().searchedCount - cachedBefore
            Notes.write("interrupted: \(Plural.count(saved, "comic")) saved; run `\(rerun)` again to resume")
            throw ExitCode(Interruption.exitCode)
        }
        return report
    }

    /// Names each comic that failed on stderr, then throws when any did or
    /// the run stopped early, saying how to retry.
    static func reportFailures(of report: SyncReport, stopped: String, rerun: String) throws {
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
}
