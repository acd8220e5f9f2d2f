import ComicData

/// A sync as a command runs it (`sync`, its `--images` and `--explain`, and
/// `bookmarks import` for the comics it lacks): a progress bar on stderr
/// when it is a terminal; Ctrl-C stops it between two saves, and one line
/// says what was kept and how to resume (`rerun`).
public enum InterruptibleSync {
    public enum Outcome<Report: Sendable>: Sendable {
        case finished(Report)
        /// Stopped by Ctrl-C: what was kept, and how to resume.
        case interrupted(String)
    }

    static func run<Report: Sendable>(
        _ work: @escaping @Sendable (@escaping @Sendable (SyncProgress) -> Void) async throws -> Report,
        interrupted: () async throws -> String
    ) async throws -> Outcome<Report> {
        let reporter = SyncProgressReporter.forStandardError()
        let finished = try await Interruption.cancellable { try await work(reporter.update) }
        reporter.finish()
        guard let report = finished else { return .interrupted(try await interrupted()) }
        return .finished(report)
    }

    /// Comics (`numbers`, or every one the cache lacks).
    public static func comics(
        _ sync: ArchiveSync, numbers: [Int]? = nil, database: AppDatabase, rerun: String
    ) async throws -> Outcome<SyncReport> {
        let cachedBefore = try await SearchIndex(database: database).coverage().searchedCount
        return try await run { progress in
            if let numbers {
                try await sync.run(numbers: numbers, progress: progress)
            } else {
                try await sync.run(progress: progress)
            }
        } interrupted: {
            let saved = try await SearchIndex(database: database).coverage().searchedCount - cachedBefore
            return "\(Plural.count(saved, "comic")) saved; run `\(rerun)` again to resume"
        }
    }

    public static func images(_ sync: ImageSync) async throws -> Outcome<ImageSyncReport> {
        try await run {
            try await sync.run(progress: $0)
        } interrupted: {
            "the images saved so far are kept; run `xkcd sync --images` again to resume"
        }
    }

    public static func explanations(_ sync: ExplanationSync, rerun: String) async throws -> Outcome<
        ExplanationSyncReport
    > {
        let savedBefore = try await sync.store.count()
        return try await run {
            try await sync.run(progress: $0)
        } interrupted: {
            "\(Plural.count(try await sync.store.count() - savedBefore, "explanation")) saved; "
                + "run `\(rerun)` again to resume"
        }
    }
}
