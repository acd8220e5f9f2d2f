import Foundation

/// Fetches every comic the cache lacks, newest first: the `xkcd sync` engine.
///
/// Requests go through the remote source (and so its `NetworkClient` and
/// retry policy), in a sliding window as wide as the protocol allows: the
/// server's HTTP/2 streams on one connection (up to 100, libcurl queueing
/// those past the server's own limit), or 16 connections
/// over HTTP/1.1, unless `concurrency` says otherwise. A 429 or 503 pauses
/// every request of the run through its `RequestPace`. Results are
/// written in batches, each one transaction, while the next requests run:
/// a run killed at any moment keeps every committed batch, and the next run
/// fetches only what is still missing (numbers that do not exist are
/// remembered too). A number that keeps failing is reported, not fatal;
/// a long run of failures in a row (the network is gone) stops the run.
public struct ArchiveSync: Sendable {
    public struct Configuration: Sendable {
        public static let maximumConcurrency = 100
        /// Over HTTP/1.1, one connection each; also when the protocol is not known.
        public static let defaultConcurrency = 16
        /// Over HTTP/2 or 3: streams on one connection. libcurl holds back
        /// what exceeds the server's own limit, on that connection, and a
        /// request's deadline starts when it leaves that queue.
        public static let multiplexedConcurrency = 100

        /// Requests in flight at once, 1...100; nil: from the protocol.
        public var concurrency: Int?
        /// Comics per transaction, at most.
        public var batchSize: Int
        /// A smaller batch is written after this long, so a slow run still commits often.
        public var batchInterval: Duration
        /// Failures in a row that end the run.
        public var maximumConsecutiveFailures: Int
        /// A newest number above this is not believed (nor fetched).
        public var maximumPlausibleNumber: Int
        /// Back-pressure: no new request starts while this many comics are
        /// fetched (or in flight) and not yet written…
        public var maximumWaitingComics: Int
        /// …or while the comics waiting to be written hold this many bytes of text.
        public var maximumWaitingBytes: Int

        public init(
            concurrency: Int? = nil, batchSize: Int = 100, batchInterval: Duration = .seconds(1),
            maximumConsecutiveFailures: Int = 64, maximumPlausibleNumber: Int = 100_000,
            maximumWaitingComics: Int = 300, maximumWaitingBytes: Int = 32 * 1024 * 1024
        ) {
            self.concurrency = concurrency.map { min(max(1, $0), Self.maximumConcurrency) }
            self.batchSize = max(1, batchSize)
            self.batchInterval = batchInterval
            self.maximumConsecutiveFailures = max(1, maximumConsecutiveFailures)
            self.maximumPlausibleNumber = maximumPlausibleNumber
            self.maximumWaitingComics = max(1, maximumWaitingComics)
            self.maximumWaitingBytes = max(1, maximumWaitingBytes)
        }

        /// Requests at once over a server answering in HTTP `version` (0: not known).
        public func concurrency(forHTTPVersion version: Int) -> Int {
            if let concurrency { return concurrency }
            return version >= 2 ? Self.multiplexedConcurrency : Self.defaultConcurrency
        }

        /// The first window, before the first connection is known to
        /// multiplex: its requests wait for it (libcurl's PIPEWAIT), so they
        /// are no more than an HTTP/1.1 host would be given.
        public func firstWindow(forHTTPVersion version: Int) -> Int {
            let full = concurrency(forHTTPVersion: version)
            return concurrency == nil ? min(full, Self.defaultConcurrency) : full
        }
    }

    public let remote: ComicAPIClient
    public let database: AppDatabase
    public let configuration: Configuration
    /// The pace `remote`'s client sends through, if any: it tells the protocol.
    public let pace: RequestPace?
    private let now: @Sendable () -> Date

    public init(
        remote: ComicAPIClient, database: AppDatabase, configuration: Configuration = Configuration(),
        pace: RequestPace? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.pace = pace
        self.remote = remote
        self.database = database
        self.configuration = configuration
        self.now = now
    }

    /// Syncs; `progress` hears after every finished number (callers throttle).
    /// Throws when the newest comic cannot be loaded or the database cannot
    /// be written; per-comic failures are in the report.
    public func run(progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }) async throws -> SyncReport {
        try await run(only: nil, progress: progress)
    }

    /// Syncs only `numbers` (those the cache lacks), the same way: what
    /// `bookmarks import` fetches. Numbers above the newest are left alone:
    /// they do not exist yet, and must not be remembered as missing.
    public func run(
        numbers: some Collection<Int>, progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }
    ) async throws -> SyncReport {
        try await run(only: Set(numbers), progress: progress)
    }

    private func run(only wanted: Set<Int>?, progress: @escaping @Sendable (SyncProgress) -> Void) async throws
        -> SyncReport
    {
        let clock = ContinuousClock()
        let start = clock.now
        let newest = try await remote.newestComic()
        guard newest.number <= configuration.maximumPlausibleNumber else {
            throw ComicLoadError.malformed(
                remote.configuration.baseURL, reason: "newest comic number \(newest.number) is not plausible")
        }
        var concurrency = configuration.firstWindow(forHTTPVersion: pace?.httpVersion ?? 0)
        let synced = try await SyncStateStore(database: database).syncedNumbers()
        let pending = (1...newest.number).reversed().filter { !synced.contains($0) && wanted?.contains($0) ?? true }
        var run = Run(total: pending.count, configuration: configuration, start: start)
        // The newest comic is in hand already: it goes into the first batch.
        var numbers = pending.makeIterator()
        if pending.first == newest.number {
            _ = numbers.next()
            run.record(newest.number, .comic(newest))
        }
        progress(run.progress(now: clock.now))

        try await withThrowingTaskGroup(of: Event.self) { group in
            var inFlight = 0
            var isWriting = false
            var lastWrite = clock.now
            func startFetches() {
                while inFlight < concurrency, run.stopReason == nil,
                    run.waitingComics + inFlight < configuration.maximumWaitingComics,
                    run.waitingBytes < configuration.maximumWaitingBytes,
                    let number = numbers.next()
                {
                    inFlight += 1
                    group.addTask { [remote] in
                        do {
                            return .fetched(number, try await remote.comic(number).map(Outcome.comic) ?? .missing)
                        } catch let error as ComicLoadError {
                            return .fetched(number, .failed(error))
                        } catch is CancellationError {
                            // Stopped early: the number is left for the next run.
                            return .fetched(number, .cancelled)
                        }
                    }
                }
            }
            func startWrite(force: Bool) {
                guard !isWriting, !run.buffer.isEmpty,
                    force || run.buffer.comics.count >= configuration.batchSize
                        || clock.now - lastWrite >= configuration.batchInterval
                else { return }
                let batch = run.takeBuffer()
                isWriting = true
                group.addTask { [database, now] in
                    do {
                        try await SyncStateStore(database: database).storeBatch(
                            comics: batch.comics, missing: batch.missing, fetchedAt: now())
                    } catch let error as StorageError {
                        return .writeFailed(error)
                    }
                    return .wrote(batch.comics.count)
                }
            }

            startFetches()
            startWrite(force: run.isBackedUp)
            while let event = try await group.next() {
                // Cancelled (the person quit): what is not committed is fetched next time.
                try Task.checkCancellation()
                switch event {
                case .fetched(let number, let outcome):
                    inFlight -= 1
                    concurrency = configuration.concurrency(forHTTPVersion: pace?.httpVersion ?? 0)
                    run.record(number, outcome)
                    progress(run.progress(now: clock.now))
                case .wrote(let count):
                    isWriting = false
                    lastWrite = clock.now
                    run.stored += count
                    run.writing = (0, 0)
                case .writeFailed(let error):
                    throw error.afterSaving(run.stored, "comic")
                }
                startFetches()
                // Fetching held back by the writer: write what waits at once.
                startWrite(force: inFlight == 0 || run.isBackedUp)
            }
        }
        let store = SyncStateStore(database: database)
        if !database.isReadOnly { try await store.noteNewest(newest.number, at: now()) }
        let lacking = try await store.lackingCount(through: newest.number, among: wanted)
        return SyncReport(
            newest: newest.number, stored: run.stored, missing: run.missing.sorted(),
            failures: run.failures.sorted { $0.number < $1.number },
            alreadySynced: synced.count { $0 <= newest.number },
            stopReason: run.stopReason, elapsed: clock.now - start, lacking: lacking)
    }
}
