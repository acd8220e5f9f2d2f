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

    public struct Configuration: Sendable {
        public var baseURL: URL
        /// Requests in flight at once; the default sends a 20-comic page in one round.
        public var maximumConcurrentRequests: Int
        /// The newest number known without asking: the archive's when this
        /// was written; a higher cached or fetched newest replaces it.
        public var knownNewest: Int
        /// How far above the known newest `/info.0.json` may claim to be.
        public var maximumNewestJump: Int
        /// A page's comics that have not come by then are reported as timed
        /// out; no retry of the page, second pass included, waits past it.
        public var pageDeadline: Duration
        /// The retries shared by every request of one page to start with (see `RetryBudget`).
        public var retriesPerPage: Int
        /// The retries each good answer adds to its page's budget: one per
        /// comic keeps up with a server failing every second request, while
        /// a page costs at most its requests, their number again, and `retriesPerPage`.
        public var retriesEarnedPerAnswer: Int
        /// Before the second pass over a page's comics that the server failed
        /// with a transient status: a random wait up to this (full jitter), or
        /// the longest Retry-After they asked for.
        public var secondPassDelay: Duration
        /// Missing or failed comics in a row after which a page stops
        /// starting requests; the next page starts at the first number not tried.
        public var maximumConsecutiveMisses: Int

        public init(
            baseURL: URL = Self.defaultBaseURL, maximumConcurrentRequests: Int = 20, knownNewest: Int = 3104,
            maximumNewestJump: Int = 1000, pageDeadline: Duration = .seconds(20), retriesPerPage: Int = 6,
            maximumConsecutiveMisses: Int = 40, secondPassDelay: Duration = .seconds(1), retriesEarnedPerAnswer: Int = 1
        ) {
            self.baseURL = baseURL
            self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
            self.knownNewest = max(1, knownNewest)
            self.maximumNewestJump = max(0, maximumNewestJump)
            self.pageDeadline = pageDeadline
            self.retriesPerPage = max(0, retriesPerPage)
            self.maximumConsecutiveMisses = max(1, maximumConsecutiveMisses)
            self.secondPassDelay = secondPassDelay
            self.retriesEarnedPerAnswer = max(0, retriesEarnedPerAnswer)
        }

        /// Runs `operation` under the current page's retry budget, or a new one for a page starting now.
        func withPageBudget<T: Sendable>(
            isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> T
        ) async rethrows -> T {
            try await RetryBudget.withPageBudget(
                retries: retriesPerPage, earnedPerAnswer: retriesEarnedPerAnswer, deadline: deadlineOfPage(),
                isolation: isolation, operation)
        }

        /// A page's deadline, counted from now.
        func deadlineOfPage() -> ContinuousClock.Instant {
            .now.advanced(by: pageDeadline)
        }

        public static let defaultBaseURL = URL(string: "https://xkcd.com")!
    }

    public typealias Sleep = @Sendable (Duration) async throws -> Void

    public nonisolated let configuration: Configuration
    private nonisolated let client: any NetworkClient
    private nonisolated let sleep: Sleep
    private nonisolated let random: @Sendable () -> Double
    /// The newest-comic request in flight or done by prewarm, shared so that
    /// prewarm and a first page never fetch it twice.
    private var newestFetch: Task<Comic, any Error>?
    /// A first page has taken `newestFetch`; a later first page fetches anew.
    private var newestFetchIsTaken = false
    /// The highest newest number seen or told (the cache's highest, say).
    private var knownNewest: Int

    /// `sleep` and `random` time the second pass over failed comics; seams for tests, which must not wait.
    public init(
        client: any NetworkClient, configuration: Configuration = Configuration(),
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
    ) {
        self.client = client
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
        try await configuration.withPageBudget { try await firstPageInBudget(size: size) }
    }

    private func firstPageInBudget(size: Int) async throws -> ComicPage<PageBookmark> {
        let newest = try await takeNewest()
        let numbers = Self.numbers(from: newest.number - 1, count: max(1, size) - 1)
        let batch = try await comics(numbers)
        if let lost = batch.wholePageFailure { throw lost }
        return ComicPage(
            comics: [newest] + batch.comics, failures: batch.failures,
            nextPageBookmark: batch.nextPageBookmark(below: numbers.last ?? newest.number))
    }

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        let numbers = Self.numbers(from: bookmark.nextNumber, count: max(1, size))
        guard let lowest = numbers.last else {
            return ComicPage(comics: [], nextPageBookmark: nil)
        }
        let batch = try await configuration.withPageBudget { try await comics(numbers) }
        if let lost = batch.wholePageFailure { throw lost }
        return ComicPage(
            comics: batch.comics, failures: batch.failures, nextPageBookmark: batch.nextPageBookmark(below: lowest))
    }

    /// The numbers a page covers: `count` of them from `first` down, none below the first comic.
    public static func numbers(from first: Int, count: Int) -> [Int] {
        guard first >= Comic.firstNumber, count >= 1 else { return [] }
        return Array(stride(from: first, through: max(Comic.firstNumber, first - count + 1), by: -1))
    }

    /// Its bookmark already is a number: the page runs down from `number`.
    public nonisolated func pageBookmark(startingAt number: Int) -> PageBookmark? {
        number >= Comic.firstNumber ? PageBookmark(nextNumber: number) : nil
    }

    /// The bookmark of the page after one whose lowest number is `lowest`; nil after the first comic.
    public static func bookmark(below lowest: Int) -> PageBookmark? {
        lowest > Comic.firstNumber ? PageBookmark(nextNumber: lowest - 1) : nil
    }

    public func contains(_ number: Int) async throws -> Bool {
        try await comic(number) != nil
    }

    public func comic(_ number: Int) async throws -> Comic? {
        guard number >= Comic.firstNumber else { return nil }
        switch try await Self.fetchComic(number, client: client, baseURL: configuration.baseURL) {
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
        let url = configuration.baseURL.appendingPathComponent("info.0.json")
        do {
            let response = try await client.send(NetworkRequest(url: url))
            guard response.statusCode == 200 else { throw ComicLoadError.httpStatus(response.statusCode, url) }
            let newest = try Self.decodeComic(response.body, url: url)
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

    /// Comics fetched by number: those that came, newest first, those that
    /// failed, and those not tried because too many in a row were missing or failed.
    public struct Batch: Sendable, Hashable {
        public let comics: [Comic]
        public let failures: [ComicFailure]
        /// Highest first: the lowest numbers of the run.
        public let untried: [Int]

        /// The next page starts at the first number not tried, else below `lowest`.
        public func nextPageBookmark(below lowest: Int) -> PageBookmark? {
            untried.first.map { PageBookmark(nextNumber: $0) } ?? RemoteComicDataSource.bookmark(below: lowest)
        }

        /// When no comic came and every one of two or more failed for one
        /// network cause (the network went away mid-load): that cause, as one
        /// failure of the whole page. Failures that differ stay the comics' own.
        public var wholePageFailure: ComicLoadError? {
            guard comics.isEmpty, failures.count >= 2, let first = failures.first,
                case .network(let cause) = first.reason
            else { return nil }
            let shared = failures.allSatisfy {
                if case .network(let other) = $0.reason { other.hasSameCause(as: cause) } else { false }
            }
            return shared ? .pageUnavailable(cause, comics: failures.count) : nil
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
        var deadline = configuration.deadlineOfPage()
        if let pageDeadline = RetryBudget.current?.deadline { deadline = min(deadline, pageDeadline) }
        var outcomes = try await fetch(
            numbers.sorted(by: >), until: deadline, maximumMisses: configuration.maximumConsecutiveMisses)
        outcomes.merge(try await secondPass(over: outcomes, until: deadline)) { _, second in second }
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

    /// The first pass's comics that the server failed with a transient
    /// status (5xx, 408, 429), fetched once more after a jittered pause (or
    /// the longest Retry-After they asked for), as far as the page's retry
    /// budget and deadline allow. Each refetch is a retry: it draws on the budget.
    private nonisolated func secondPass(
        over outcomes: [Int: FetchOutcome], until deadline: ContinuousClock.Instant
    ) async throws -> [Int: FetchOutcome] {
        var failed: [Int] = []
        var pause = configuration.secondPassDelay * min(max(random(), 0), 1)
        for (number, outcome) in outcomes {
            guard case .failed(.httpStatus(let status, _), let retryAfter) = outcome,
                RetryPolicy.isTransient(statusCode: status)
            else { continue }
            failed.append(number)
            if let retryAfter { pause = max(pause, retryAfter) }
        }
        guard !failed.isEmpty, ContinuousClock.now.advanced(by: pause) < deadline else { return [:] }
        let budget = RetryBudget.current
        let retried = failed.sorted(by: >).prefix { _ in budget?.take() ?? false }
        guard !retried.isEmpty else { return [:] }
        try await sleep(pause)
        return try await fetch(Array(retried), until: deadline, maximumMisses: .max)
    }

    /// Fetches every number with at most `maximumConcurrentRequests` in
    /// flight; what has not come by `deadline` is cancelled and reported as
    /// timed out; after `maximumMisses` in a row no more is started.
    private nonisolated func fetch(
        _ numbers: [Int], until deadline: ContinuousClock.Instant, maximumMisses: Int
    ) async throws -> [Int: FetchOutcome] {
        let client = client
        let baseURL = configuration.baseURL
        return try await withThrowingTaskGroup(of: PageEvent.self) { group in
            var pending = numbers.makeIterator()
            var outcomes: [Int: FetchOutcome] = [:]
            var started = 0
            var missesInARow = 0
            func startNext() {
                guard missesInARow < maximumMisses, let number = pending.next() else { return }
                started += 1
                group.addTask { .fetched(number, try await Self.fetchComic(number, client: client, baseURL: baseURL)) }
            }
            group.addTask {
                try? await Task.sleep(until: deadline, clock: .continuous)
                return .deadline
            }
            for _ in 0..<configuration.maximumConcurrentRequests { startNext() }
            while outcomes.count < started, let event = try await group.next() {
                switch event {
                case .fetched(let number, let outcome):
                    outcomes[number] = outcome
                    if case .comic = outcome { missesInARow = 0 } else { missesInARow += 1 }
                    startNext()
                case .deadline:
                    try Task.checkCancellation()
                    // Started but not in: timed out. Never started: left untried.
                    for number in numbers.prefix(started) where outcomes[number] == nil {
                        outcomes[number] = .failed(
                            .network(.timedOut(Self.comicURL(number, baseURL: baseURL))), retryAfter: nil)
                    }
                }
            }
            group.cancelAll()
            return outcomes
        }
    }

    private enum PageEvent: Sendable {
        case fetched(Int, FetchOutcome)
        case deadline
    }

    private static func comicURL(_ number: Int, baseURL: URL) -> URL {
        baseURL.appendingPathComponent(String(number)).appendingPathComponent("info.0.json")
    }

    private enum FetchOutcome: Sendable {
        case comic(Comic)
        /// HTTP 404: the number was skipped (xkcd has no comic 404).
        case missing
        /// With the wait the server asked for before another try, if it did.
        case failed(ComicLoadError, retryAfter: Duration?)
    }

    /// One comic; only cancellation is thrown, every other failure is an outcome.
    private static func fetchComic(_ number: Int, client: any NetworkClient, baseURL: URL) async throws
        -> FetchOutcome
    {
        let url = comicURL(number, baseURL: baseURL)
        let response: NetworkResponse
        do {
            response = try await client.send(NetworkRequest(url: url))
        } catch let error as NetworkError {
            return .failed(.network(error), retryAfter: nil)
        }
        switch response.statusCode {
        case 200:
            do {
                let comic = try decodeComic(response.body, url: url)
                guard comic.number == number else {
                    return .failed(.malformed(url, reason: "it is comic \(comic.number)"), retryAfter: nil)
                }
                return .comic(comic)
            } catch let error as ComicLoadError {
                return .failed(error, retryAfter: nil)
            }
        case 404:
            return .missing
        default:
            return .failed(
                .httpStatus(response.statusCode, url), retryAfter: RetryAfter.delay(in: response, now: Date()))
        }
    }

    private static func decodeComic(_ body: Data, url: URL) throws -> Comic {
        do {
            return Comic(raw: try APIComic.decode(from: body))
        } catch {
            throw ComicLoadError.malformed(url, reason: "invalid JSON")
        }
    }
}
