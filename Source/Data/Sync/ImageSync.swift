import Foundation

/// Saves every cached comic's image for offline reading: `xkcd sync --images`.
///
/// Images are kept like bookmarked comics' ones, never evicted by the image
/// cache's size limit. One already in the cache is kept without a fetch;
/// the rest come through `fetcher` (which checks their origin), the first
/// alone, then as many at once as its protocol allows (see `RequestPace`).
/// Each is checked whole (see `ImageDecoder.check`) before it is saved, and
/// saved in batches, one transaction each, while the next images arrive;
/// what waits to be written is bounded.
/// A run stopped at any moment keeps what was committed: the next run
/// fetches only what is still missing.
public struct ImageSync: Sendable {
    public struct Configuration: Sendable {
        /// Images in flight at once; nil: from the protocol, as sync's comics.
        public var concurrency: Int?
        public var limits: ImageLimits
        /// A batch is written once it holds this many bytes…
        public var batchBytes: Int
        /// …or after this long.
        public var batchInterval: Duration
        /// No new fetch starts while this many bytes wait to be written.
        public var maximumWaitingBytes: Int
        /// Failures in a row that end the run (the image host is gone or crawling), as for comics.
        public var maximumConsecutiveFailures: Int

        public init(
            concurrency: Int? = nil, limits: ImageLimits = ImageLimits(), batchBytes: Int = 8 * 1024 * 1024,
            batchInterval: Duration = .seconds(1), maximumWaitingBytes: Int = 32 * 1024 * 1024,
            maximumConsecutiveFailures: Int = 64
        ) {
            self.concurrency = concurrency.map { min(max(1, $0), ArchiveSync.Configuration.maximumConcurrency) }
            self.limits = limits
            self.batchBytes = max(1, batchBytes)
            self.batchInterval = batchInterval
            self.maximumWaitingBytes = max(1, maximumWaitingBytes)
            self.maximumConsecutiveFailures = max(1, maximumConsecutiveFailures)
        }
    }

    public let fetcher: any ImageFetching
    public let database: AppDatabase
    public let configuration: Configuration
    public let pace: RequestPace?
    private let now: @Sendable () -> Date

    public init(
        fetcher: any ImageFetching, database: AppDatabase, configuration: Configuration = Configuration(),
        pace: RequestPace? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.fetcher = fetcher
        self.database = database
        self.configuration = configuration
        self.pace = pace
        self.now = now
    }

    /// Saves the images; `progress` hears after every image (callers throttle).
    /// Throws when the database cannot be read or written; an image that
    /// cannot be fetched or decoded is a failure in the report.
    public func run(progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }) async throws -> ImageSyncReport {
        let clock = ContinuousClock()
        let start = clock.now
        let store = ImageStore(database: database)
        let alreadyKept = try await store.keptImageUsage().images
        var plan = Plan()
        for address in try await store.comicsWithoutKeptImages() { plan.add(address) }
        let keptFromCache = try await store.keepSavedImages(plan.urls)
        plan.drop(keptFromCache)

        let first = ImageRun(
            total: plan.wanted.count, start: start, maximumConsecutiveFailures: configuration.maximumConsecutiveFailures
        )
        progress(first.progress(now: clock.now))
        let run = try await fetchAndSave(plan.wanted, run: first, store: store, clock: clock, progress: progress)
        let usage = try await store.keptImageUsage()
        return ImageSyncReport(
            fetched: run.saved, fetchedBytes: run.bytes, keptFromCache: keptFromCache.count,
            alreadyKept: alreadyKept, withoutImage: plan.withoutImage.sorted(),
            failures: run.failures.sorted { $0.number < $1.number }, keptImages: usage.images,
            keptBytes: usage.bytes, elapsed: clock.now - start, stopReason: run.stopReason,
            leftOut: run.leftOut)
    }

    private func fetchAndSave(
        _ wanted: [(number: Int, url: URL)], run first: ImageRun, store: ImageStore, clock: ContinuousClock,
        progress: @escaping @Sendable (SyncProgress) -> Void
    ) async throws -> ImageRun {
        let configuration = configuration
        return try await withThrowingTaskGroup(of: ImageRun.Event.self) { group in
            var run = first
            var pending = wanted.makeIterator()
            var inFlight = 0
            // The first image alone: its answer tells the protocol, and so how many may follow at once.
            var concurrency = configuration.concurrency ?? 1
            var isWriting = false
            var lastWrite = clock.now
            func startFetches() {
                while inFlight < concurrency, run.stopReason == nil,
                    run.waitingBytes < configuration.maximumWaitingBytes,
                    let next = pending.next()
                {
                    inFlight += 1
                    group.addTask { [fetcher] in
                        .fetched(
                            next.number, await Self.fetch(next.url, fetcher: fetcher, limits: configuration.limits))
                    }
                }
            }
            func startWrite(force: Bool) {
                guard !isWriting, !run.buffer.isEmpty,
                    force || run.bufferBytes >= configuration.batchBytes
                        || clock.now - lastWrite >= configuration.batchInterval
                else { return }
                let batch = run.takeBuffer()
                isWriting = true
                group.addTask { [now] in
                    do {
                        try await store.saveKeptImages(batch, savedAt: now())
                    } catch let error as StorageError {
                        return .writeFailed(error)
                    }
                    return .wrote(batch.count)
                }
            }

            startFetches()
            while let event = try await group.next() {
                try Task.checkCancellation()
                switch event {
                case .fetched(let number, let outcome):
                    inFlight -= 1
                    run.record(number, outcome)
                    if configuration.concurrency == nil {
                        // The first image tells the protocol; a first window follows, then the full one.
                        let settings = ArchiveSync.Configuration()
                        let version = pace?.httpVersion ?? 0
                        concurrency =
                            run.completed <= 1
                            ? settings.firstWindow(forHTTPVersion: version)
                            : settings.concurrency(forHTTPVersion: version)
                    }
                    progress(run.progress(now: clock.now))
                case .wrote(let count):
                    isWriting = false
                    lastWrite = clock.now
                    run.saved += count
                    run.writing = 0
                case .writeFailed(let error):
                    throw error.afterSaving(run.saved, "image")
                }
                startFetches()
                startWrite(force: inFlight == 0 || run.waitingBytes >= configuration.maximumWaitingBytes)
            }
            return run
        }
    }

    /// One image, fetched and checked; every problem is that image's own.
    private static func fetch(_ url: URL, fetcher: any ImageFetching, limits: ImageLimits) async -> ImageRun.Outcome {
        do {
            let bytes = try await fetcher.bytes(at: url, limits: limits)
            let size = try ImageDecoder.check(bytes, limits: limits)
            let kept = ImageDecoder.kept(bytes)
            return .image(
                url.absoluteString, SavedImage(bytes: kept, width: size.width, height: size.height),
                leftOut: bytes.count - kept.count)
        } catch let unavailable as ImageUnavailable {
            return .failed(unavailable)
        } catch {
            // Cancelled: the image is left for the next run.
            return .cancelled
        }
    }
}
