import Foundation

/// `xkcd sync --whatif`: the archive, every article not saved yet, and
/// their illustrations, in one sliding window of requests as wide as the
/// protocol allows (HTTP/2 streams on one connection, as `ArchiveSync`):
/// an article's illustrations start as soon as its page is read, and the
/// articles the database lists unsaved (on a first sync, a window's worth
/// guessed by number: `Run.guess`) start beside the archive's request. An article
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
    /// The archive's request, sent before the database was opened; nil: `run` sends it.
    public var archiveFetch: Task<[WhatIfEntry], any Error>?

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
        return try await withThrowingTaskGroup(of: Event.self) { group in
            // The archive comes while the database is read, and while the articles it listed last time come.
            group.addTask { .listed(try await archive()) }
            let missing = try await store.listedUnsavedNumbers()
            let saved = try await store.savedArticleNumbers()
            let configuration = ArchiveSync.Configuration(concurrency: concurrency)
            var run = Run(
                missing: missing, savedImages: try await store.savedImageURLs(),
                retrying: try await store.missingIllustrations(), listed: nil,
                maximumConsecutiveFailures: maximumConsecutiveFailures)
            let guesses = missing.isEmpty && saved.isEmpty
            var width = configuration.firstWindow(forHTTPVersion: pace?.httpVersion ?? 0)
            if guesses { run.guess(through: width) }
            // The first window widens once the connection is seen to multiplex, before the archive's answer.
            let news = pace.map { pace in Task { await pace.firstNews() } }
            if let news {
                group.addTask {
                    await withTaskCancellationHandler {
                        await news.value
                    } onCancel: {
                        news.cancel()
                    }
                    return .news
                }
            }
            var inFlight = 0
            var isWriting = false
            var lastWrite = ContinuousClock.now
            // The archive is written by the first write after it came, while requests are out.
            var unwrittenArchive: [WhatIfEntry]?
            func fill() {
                // The archive's request counts until it answers: an HTTP/1.1 host gets no more connections.
                while inFlight + (run.isListed ? 0 : 1) < max(1, width), let job = run.nextJob() {
                    inFlight += 1
                    let retrying = !run.isGuess(job)
                    group.addTask { .fetched(await perform(job, retrying: retrying)) }
                }
            }
            func report() {
                guard run.isListed else { return }
                progress(
                    SyncProgress(
                        completed: run.done, total: run.total, failed: run.report.failures.count,
                        elapsed: ContinuousClock.now - start))
            }
            // One write at a time, beside the requests: the window stays full while it syncs to disk.
            func startWrite(force: Bool) {
                guard !isWriting else { return }
                let due =
                    force || run.batch.count + run.retried.count >= batchSize
                    || ContinuousClock.now - lastWrite >= batchInterval
                guard unwrittenArchive != nil || (due && run.hasUnwritten) else { return }
                let write = run.takeWrite()
                let listed = unwrittenArchive
                unwrittenArchive = nil
                isWriting = true
                // Requests still out: the log is copied into the file beside them,
                // so the close after the last answer copies only the last write.
                let copiesLog = inFlight > 0
                group.addTask { [store] in
                    if let listed { try await store.saveArchive(listed) }
                    let counts = try await write.save(to: store)
                    // A checkpoint left undone costs only time: the close makes it.
                    if copiesLog { _ = try? await store.database.checkpoint() }
                    return .wrote(counts)
                }
            }
            fill()
            while let event = try await group.next() {
                switch event {
                case .listed(let entries):
                    run.list(entries.map(\.number).filter { !saved.contains($0) }, listed: entries.count)
                    unwrittenArchive = entries
                    width = configuration.concurrency(forHTTPVersion: pace?.httpVersion ?? 0)
                    news?.cancel()
                    report()
                case .news:
                    if !run.isListed, let version = pace?.httpVersion, version > 0 {
                        width = configuration.concurrency(forHTTPVersion: version)
                        if guesses { run.guess(through: width) }
                    }
                case .fetched(let outcome):
                    inFlight -= 1
                    if run.record(outcome) > 0 { report() }
                case .wrote(let counts):
                    isWriting = false
                    lastWrite = ContinuousClock.now
                    run.report.articlesSaved += counts.articles
                    run.report.illustrationsSaved += counts.illustrations
                }
                fill()
                startWrite(force: inFlight == 0)
            }
            run.report.elapsed = ContinuousClock.now - start
            return run.report
        }
    }

    private func archive() async throws -> [WhatIfEntry] {
        guard let archiveFetch else { return try await remote.archive() }
        return try await withTaskCancellationHandler {
            try await archiveFetch.value
        } onCancel: {
            archiveFetch.cancel()
        }
    }

    enum Event: Sendable {
        case listed([WhatIfEntry])
        case fetched(Run.Outcome)
        case wrote(Run.Write.Counts)
        /// The pace heard a response, or that the connection multiplexes.
        case news
    }

    private func perform(_ job: Run.Job, retrying: Bool) async -> Run.Outcome {
        switch job {
        case .article(let number):
            do {
                // A guess is asked once: an empty budget wins over the page's.
                let budget = retrying ? RetryBudget.current : RetryBudget(retries: 0)
                let article = try await RetryBudget.$current.withValue(budget) { try await remote.article(number) }
                return .article(number, .success(article))
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
