import Foundation

/// `xkcd sync --whatif`: the archive, every article not saved yet, and
/// their illustrations, in one sliding window of requests as wide as the
/// protocol allows (HTTP/2 streams on one connection, as `ArchiveSync`):
/// an article's illustrations start as soon as its page is read. An article
/// is written with its illustrations, a batch a transaction, so a run
/// stopped halfway keeps what it wrote and the next one fetches only the rest.
public struct WhatIfSync: Sendable {
    public let remote: WhatIfClient
    public let store: WhatIfStore
    /// Tells the protocol the archive came over, and pauses the run on a 429 or 503.
    public let pace: RequestPace?
    /// Requests in flight at once; nil: from the protocol (`ArchiveSync.Configuration`).
    public var concurrency: Int?
    /// Articles a transaction, at most; a smaller batch is written after `batchInterval`.
    public var batchSize = 40
    public var batchInterval = Duration.milliseconds(500)
    /// Articles failing in a row that end the run: the server stopped answering.
    public var maximumConsecutiveFailures = 16

    public init(remote: WhatIfClient, store: WhatIfStore, pace: RequestPace? = nil) {
        self.remote = remote
        self.store = store
        self.pace = pace
    }

    public struct Report: Sendable, Hashable {
        public var listed = 0
        public var articlesSaved = 0
        public var illustrationsSaved = 0
        /// Illustrations that failed this run, earlier runs' retried included: the next run asks again.
        public var illustrationsMissing = 0
        /// Article number (or 0 for an illustration) and why, one line each.
        public var failures: [String] = []
        public var elapsed = Duration.zero
    }

    /// - Parameter progress: called after each article (a number is done when written or failed).
    public func run(progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }) async throws -> Report {
        let start = ContinuousClock.now
        let entries = try await remote.archive()
        try await store.saveArchive(entries)
        let saved = try await store.savedArticleNumbers()
        let missing = entries.map(\.number).filter { !saved.contains($0) }
        var run = Run(
            missing: missing, savedImages: try await store.savedImageURLs(),
            retrying: try await store.missingIllustrations(), listed: entries.count,
            maximumConsecutiveFailures: maximumConsecutiveFailures)
        let width = concurrency ?? ArchiveSync.Configuration().concurrency(forHTTPVersion: pace?.httpVersion ?? 0)
        progress(SyncProgress(completed: 0, total: missing.count, failed: 0, elapsed: .zero))
        var lastWrite = ContinuousClock.now
        try await withThrowingTaskGroup(of: Run.Outcome.self) { group in
            var inFlight = 0
            func fill() {
                while inFlight < max(1, width), let job = run.nextJob() {
                    inFlight += 1
                    group.addTask { await perform(job) }
                }
            }
            fill()
            while let outcome = try await group.next() {
                inFlight -= 1
                let finished = run.record(outcome)
                if finished > 0 {
                    progress(
                        SyncProgress(
                            completed: run.done, total: missing.count, failed: run.report.failures.count,
                            elapsed: ContinuousClock.now - start))
                }
                // The next requests leave before the write: the window stays full while it syncs to disk.
                fill()
                if run.batch.count + run.retried.count >= batchSize || ContinuousClock.now - lastWrite >= batchInterval
                {
                    try await write(&run)
                    lastWrite = ContinuousClock.now
                }
            }
        }
        try await write(&run)
        run.report.elapsed = ContinuousClock.now - start
        return run.report
    }

    private func write(_ run: inout Run) async throws {
        if !run.retried.isEmpty || !run.gone.isEmpty {
            try await store.saveIllustrations(run.retried, missing: run.gone)
            run.report.illustrationsSaved += run.retried.count
            run.retried.removeAll()
            run.gone.removeAll()
        }
        guard !run.batch.isEmpty else { return }
        try await store.save(run.batch)
        for article in run.batch {
            run.report.articlesSaved += 1
            run.report.illustrationsSaved += article.illustrations.count
        }
        run.batch.removeAll()
    }

    private func perform(_ job: Run.Job) async -> Run.Outcome {
        switch job {
        case .article(let number):
            do {
                return .article(number, .success(try await remote.article(number)))
            } catch {
                return .article(number, .failure(error))
            }
        case .illustration(let src, let number):
            return .illustration(src, number, await illustration(src))
        case .retry(let src, let number):
            return .retry(src, number, await illustration(src))
        }
    }

    private func illustration(_ src: String) async -> Result<Data, any Error> {
        do {
            return .success(try await remote.illustration(src))
        } catch {
            return .failure(error)
        }
    }
}
