import Foundation

/// The latest-comics feed from the xkcd JSON API, newest first.
///
/// The API has no list endpoint: a page is one request per comic, sent
/// concurrently up to a bound. The first page also needs the newest number
/// (`/info.0.json`); `prewarm()` resolves it ahead of time, so a prewarmed
/// first page costs one round of requests instead of two.
public actor RemoteComicDataSource: ComicDataSource {
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
        if let newestFetch {
            _ = try await newestFetch.value
            return
        }
        let configuration = configuration
        prewarmPhaseEnd = RetryBudget.current?.deadline ?? configuration.deadlineOfPage()
        let task = Task { try await configuration.withPageBudget { try await self.fetchNewest() } }
        newestFetch = task
        newestFetchIsTaken = false
        do {
            _ = try await task.value
        } catch {
            // A failed prewarm must not poison the first page: it will try again.
            if newestFetch == task { newestFetch = nil }
            throw error
        }
    }

    public func firstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        let end = RetryBudget.current == nil ? takeFirstPagePhaseEnd() : configuration.deadlineOfPage()
        return try await configuration.withPageBudget(until: end) { try await firstPageInBudget(size: size) }
    }

    private func firstPageInBudget(size: Int) async throws -> ComicPage<PageBookmark> {
        let newest = try await takeNewest()
        let plan = RemotePagePlan(below: newest.number, size: size)
        let batch = try await comics(plan.numbers)
        if let lost = batch.wholePageFailure { throw lost }
        return ComicPage(
            comics: [newest] + batch.comics, failures: batch.failures,
            nextPageBookmark: plan.nextPageBookmark(untried: batch.untried))
    }

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        let plan = RemotePagePlan(from: bookmark.nextNumber, count: max(1, size))
        guard !plan.numbers.isEmpty else { return ComicPage(comics: [], nextPageBookmark: nil) }
        let batch = try await configuration.withPageBudget { try await comics(plan.numbers) }
        if let lost = batch.wholePageFailure { throw lost }
        return ComicPage(
            comics: batch.comics, failures: batch.failures,
            nextPageBookmark: plan.nextPageBookmark(untried: batch.untried))
    }

    /// The comics above a page bookmark's number, up to the newest, asked
    /// for first: one round trip more than a page below.
    public func page(before bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark>? {
        try await configuration.withPageBudget {
            let newest = try await fetchNewest().number
            let numbers = RemotePagePlan.numbers(above: bookmark.nextNumber, count: size, newest: newest)
            let batch = try await comics(numbers)
            if let lost = batch.wholePageFailure { throw lost }
            return Self.newerPage(above: bookmark.nextNumber, asked: numbers, batch, newest: newest)
        }
    }

    /// The newer page of a batch fetched above `number`: the comics below
    /// any untried ones (the rest come again with the next page above).
    static func newerPage(above number: Int, asked numbers: [Int], _ batch: Batch, newest: Int)
        -> ComicPage<PageBookmark>
    {
        let ceiling = batch.untried.last ?? Int.max
        return ComicPage(
            comics: batch.comics.filter { $0.number < ceiling },
            failures: batch.failures.filter { $0.number < ceiling },
            nextPageBookmark: RemotePagePlan.bookmark(startingAt: number),
            newerPageBookmark: RemotePagePlan.newerPageBookmark(
                above: number, numbers: numbers, untried: batch.untried, newest: newest))
    }

    /// Its bookmark already is a number: the page runs down from `number`.
    public nonisolated func pageBookmark(startingAt number: Int) -> PageBookmark? {
        RemotePagePlan.bookmark(startingAt: number)
    }

    public func contains(_ number: Int) async throws -> Bool {
        try await comic(number) != nil
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
