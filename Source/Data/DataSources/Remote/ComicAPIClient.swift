import Foundation

/// xkcd's comics from its JSON API: the newest, one by number, or a batch
/// of numbers fetched concurrently up to a bound, each within a page's
/// deadline. A fetcher, not a feed: `LatestComicDataSource` makes the
/// pages, above and below, in one place, with or without a cache.
///
/// The API has no list endpoint: a page is one request per comic. The first
/// page also needs the newest number (`/info.0.json`); `prewarm()` resolves
/// it ahead of time, so a prewarmed first page costs one round of requests
/// instead of two.
public actor ComicAPIClient {
    public struct PageBookmark: Sendable, Hashable {
        /// The number of the first comic of the next page; pages run down to 1.
        public let nextNumber: Int

        public init(nextNumber: Int) { self.nextNumber = nextNumber }
    }

    public typealias Sleep = @Sendable (Duration) async throws -> Void

    public nonisolated let configuration: Configuration
    private nonisolated let fetcher: ComicFetcher
    /// Starts the timer of one page's deadline, on the clock given to `init`.
    private nonisolated let startTimer: @Sendable () -> PageTimer
    private nonisolated let sleep: Sleep
    private nonisolated let random: @Sendable () -> Double
    /// The newest-comic request in flight or done by prewarm, shared so that
    /// prewarm and a first page never fetch it twice.
    private var newestFetch: Task<Comic, any Error>?
    /// A first page has taken `newestFetch`; a later first page fetches anew.
    private var newestFetchIsTaken = false
    /// A whole first page sent ahead for an empty cache (`startFirstPageFetch`), by its size.
    var firstPageAhead: (size: Int, task: Task<GuessedFirstPage, any Error>)?
    /// The highest newest number seen or told (the cache's highest, say).
    private var knownNewest: Int
    /// When the network phase a prewarm started ends: the first page after
    /// it gets only what is left, so a command costs one phase, not two.
    var prewarmPhaseEnd: ContinuousClock.Instant?

    /// `sleep` and `random` time the second pass over failed comics, and
    /// `clock` the page deadlines; seams for tests, which must not wait.
    public init<PageClock: Clock>(
        client: any NetworkClient, configuration: Configuration = Configuration(),
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
        clock: PageClock = ContinuousClock()
    ) where PageClock.Duration == Duration {
        fetcher = ComicFetcher(
            client: client, baseURL: configuration.baseURL,
            maximumConcurrentRequests: configuration.maximumConcurrentRequests)
        startTimer = { PageTimer(clock) }
        self.configuration = configuration
        self.sleep = sleep
        self.random = random
        knownNewest = configuration.knownNewest
    }

    /// A newest number known to be real (e.g. the cache's highest): the
    /// newest `/info.0.json` claims must stay within reach of it.
    public func noteKnownNewest(_ number: Int) {
        knownNewest = max(knownNewest, number)
    }

    public func prewarm() async throws {
        // A first page sent ahead resolves the newest itself (its request is already taken).
        if let ahead = firstPageAhead {
            _ = try await ahead.task.value
            return
        }
        if let newestFetch {
            _ = try await newestFetch.value
            return
        }
        let task = startNewestFetch()
        do {
            _ = try await task.value
        } catch {
            // A failed prewarm must not poison the first page: it will try again.
            if newestFetch == task { newestFetch = nil }
            throw error
        }
    }

    /// Sends the request for the newest comic and returns without waiting
    /// for it: a first page, or a prewarm, joins it. A one-shot command starts
    /// it before opening the database, which then runs beside the request.
    @discardableResult
    public func startNewestFetch() -> Task<Comic, any Error> {
        if let newestFetch { return newestFetch }
        let configuration = configuration
        prewarmPhaseEnd = RetryBudget.current?.deadline ?? configuration.deadlineOfPage()
        let task = Task { try await configuration.withPageBudget { try await self.fetchNewest() } }
        newestFetch = task
        newestFetchIsTaken = false
        return task
    }

    public func comic(_ number: Int) async throws -> Comic? {
        guard number >= Comic.firstNumber else { return nil }
        // One comic is bounded like a page: a silent server costs seconds, not minutes.
        let fetcher = fetcher
        switch try await configuration.withPageBudget({ try await fetcher.comic(number) }) {
        case .comic(let comic): return comic
        case .missing: return nil
        case .failed(let error, _): throw error
        }
    }

    /// The newest comic: prewarm's if there is one (used once), else fetched now.
    public func newestComic() async throws -> Comic {
        try await takeNewest()
    }

    /// The newest comic for a first page: prewarm's if it is unused (and did
    /// not fail), else a fresh request that a concurrent prewarm can join.
    private func takeNewest() async throws -> Comic {
        if let pending = newestFetch, !newestFetchIsTaken {
            newestFetchIsTaken = true
            let comic = try? await withTaskCancellationHandler(
                operation: { try await pending.value }, onCancel: { pending.cancel() })
            if newestFetch == pending { newestFetch = nil }
            if let comic { return comic }
            try Task.checkCancellation()
        }
        let task = Task { try await self.fetchNewest() }
        newestFetch = task
        newestFetchIsTaken = true
        defer { if newestFetch == task { newestFetch = nil } }
        return try await withTaskCancellationHandler(
            operation: { try await task.value }, onCancel: { task.cancel() })
    }

    private func fetchNewest() async throws -> Comic {
        let url = fetcher.newestURL
        do {
            let client = fetcher.client
            let response = try await configuration.withPageBudget { try await client.send(NetworkRequest(url: url)) }
            guard response.statusCode == 200 else { throw ComicLoadError.httpStatus(response.statusCode, url) }
            let newest = try ComicFetcher.decodeComic(response.body, url: url)
            let highest = knownNewest + configuration.maximumNewestJump
            guard (1...highest).contains(newest.number) else {
                throw ComicLoadError.implausibleNewest(newest.number, url, highest: highest)
            }
            knownNewest = max(knownNewest, newest.number)
            return newest
        } catch let error as ComicLoadError {
            throw ComicLoadError.newestComicUnavailable(error)
        } catch let error as NetworkError {
            throw ComicLoadError.newestComicUnavailable(.network(error))
        }
    }

    /// Fetches the given comics concurrently, at most `maximumConcurrentRequests`
    /// at once, highest first. 404s are skipped; other failures are reported,
    /// not thrown; after `maximumConsecutiveMisses` misses in a row the rest is left untried.
    /// Comics the server failed with a transient status get a second pass.
    /// Everything ends by the page deadline (the current `RetryBudget`'s, if sooner).
    public nonisolated func comics(_ numbers: [Int]) async throws -> Batch {
        // A caller that is not a page (bookmarked comics to cache, say) is bounded as one.
        try await configuration.withPageBudget { try await comicsInBudget(numbers) }
    }

    private nonisolated func comicsInBudget(_ numbers: [Int]) async throws -> Batch {
        let timer = startTimer()
        let budget = RetryBudget.current
        var deadline = configuration.pageDeadline
        // The budget's deadline (an outer page's) is real time: the network client's retries wait on it.
        if let pageDeadline = budget?.deadline {
            deadline = min(deadline, ContinuousClock.now.duration(to: pageDeadline))
        }
        let fetcher = fetcher
        var outcomes = try await fetcher.fetch(
            numbers.sorted(by: >), timer: timer, until: deadline, maximumMisses: configuration.maximumConsecutiveMisses)
        let secondPass = SecondPass(
            fetcher: fetcher, delay: configuration.secondPassDelay, random: random, sleep: sleep)
        let refetched = try await secondPass.run(over: outcomes, budget: budget, timer: timer, until: deadline)
        outcomes.merge(refetched) { _, second in second }
        var comics: [Comic] = []
        var failures: [ComicFailure] = []
        var untried: [Int] = []
        for number in numbers.sorted(by: >) {
            switch outcomes[number] {
            case .comic(let comic): comics.append(comic)
            case .failed(let error, _): failures.append(ComicFailure(number: number, reason: error))
            case .missing: break
            case nil: untried.append(number)
            }
        }
        return Batch(comics: comics, failures: failures, untried: untried)
    }
}
