import Foundation

/// The Latest feed's pages: the network with a write-through cache, or,
/// with no network (`--offline`), the cache alone. What is cached is not
/// fetched again (unless refreshed); when the network is unreachable the
/// pages come from the cache, marked `isFromCache`; with no network at all
/// every page does, and a comic the cache lacks is `notCached`.
///
/// The one place the Latest pages are made, above and below, from the
/// cache and what `ComicAPIClient` fetches (a fetcher, not a feed);
/// a page bookmark is a comic number, so going offline mid-feed continues where it was.
/// The cache's own pages, below a number and above one, are computed in one
/// place (`LatestComicDataSource+Cache.swift`), whether offline by choice or
/// by a lost network.
public actor LatestComicDataSource<Cache: ComicCache>: ComicDataSource {
    public typealias PageBookmark = ComicAPIClient.PageBookmark

    /// Nil: offline by choice; nothing reaches the network.
    private let network: ComicAPIClient?
    let cache: Cache
    private let now: @Sendable () -> Date
    /// The network was unreachable at the last try (or there is none): next
    /// pages read the cache without waiting on it again. A first page with a
    /// network always tries.
    private var isOffline: Bool
    /// Why the last fetched comics could not be saved (read-only or full
    /// disk); the pages are served anyway.
    public private(set) var cacheWriteProblem: String?

    /// - Parameter network: where comics the cache lacks come from; nil for the cache alone.
    public init(
        network: ComicAPIClient? = nil, cache: Cache, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.network = network
        self.cache = cache
        self.now = now
        isOffline = network == nil
    }

    /// Whether comics the cache lacks can be fetched (not `--offline`).
    public nonisolated var hasNetwork: Bool { network != nil }

    public func prewarm() async throws {
        // The cache needs nothing resolved before its first page.
        guard let remote = network else { return }
        // A cache that knows the newest number lets the first page ask for
        // the newest comic together with the rest: nothing to resolve first.
        guard await noteCachedNewest(to: remote) == nil else { return }
        try await remote.prewarm()
    }

    public func firstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        try await firstPage(size: size, refetchingCached: false)
    }

    /// A first page with every comic fetched again, cached or not.
    public func refreshedFirstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        try await firstPage(size: size, refetchingCached: true)
    }

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        guard let remote = network else { return try await cachedPage(below: bookmark.nextNumber + 1, size: size) }
        if isOffline {
            let page = try await cachedPage(below: bookmark.nextNumber + 1, size: size)
            // Offline with nothing cached here: only the network can bring more, so it is asked again.
            guard page.comics.isEmpty else { return page }
        }
        let plan = RemotePagePlan(from: bookmark.nextNumber, count: max(1, size))
        let numbers = plan.numbers
        guard !numbers.isEmpty else { return ComicPage(comics: [], nextPageBookmark: nil) }
        let cached = try await cachedComics(in: numbers)
        let batch = try await remote.configuration.withPageBudget {
            try await remote.comics(numbers.filter { cached[$0] == nil })
        }
        let lostNetwork =
            batch.comics.isEmpty && !batch.failures.isEmpty && batch.failures.allSatisfy(\.reason.isNetworkUnreachable)
        if lostNetwork || batch.wholePageFailure != nil {
            return try await cachedPage(
                below: bookmark.nextNumber + 1, size: size, afterLosing: batch, networkIsUnreachable: lostNetwork)
        }
        isOffline = false
        await save(batch.comics)
        return ComicPage(
            comics: (Self.above(batch, cached.values) + batch.comics).sorted { $0.number > $1.number },
            failures: batch.failures,
            nextPageBookmark: plan.nextPageBookmark(untried: batch.untried))
    }

    /// The comics above the bookmark's number, up to the newest: the cached
    /// ones from the cache, the rest from the network; the cache's alone
    /// when the network is unreachable.
    public func page(before bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark>? {
        guard let remote = network, !isOffline else { return try await cachedPage(above: bookmark, size: size) }
        do {
            return try await remote.configuration.withPageBudget {
                let newest = try await remote.newestComic()
                let numbers = RemotePagePlan.numbers(above: bookmark.nextNumber, count: size, newest: newest.number)
                let cached = try await cachedComics(in: numbers)
                let batch = try await remote.comics(numbers.filter { cached[$0] == nil })
                if let lost = batch.wholePageFailure { throw lost }
                isOffline = false
                await save(batch.comics)
                let all = ComicAPIClient.Batch(
                    comics: (cached.values + batch.comics).sorted { $0.number > $1.number }, failures: batch.failures,
                    untried: batch.untried)
                return Self.newerPage(
                    above: bookmark.nextNumber, asked: numbers, all, newest: newest.number)
            }
        } catch let error as ComicLoadError where error.isNetworkUnreachable {
            isOffline = true
            return try await cachedPage(above: bookmark, size: size)
        }
    }

    public nonisolated func pageBookmark(startingAt number: Int) -> PageBookmark? {
        RemotePagePlan.bookmark(startingAt: number)
    }

    public func contains(_ number: Int) async throws -> Bool {
        guard network != nil else { return try await cache.cachedComic(number) != nil }
        return try await comic(number) != nil
    }

    /// With no network, a comic the cache lacks is `notCached` (nil only when a sync found it is none).
    public func comic(_ number: Int) async throws -> Comic? {
        if let cached = try await cache.cachedComic(number) { return cached }
        guard let remote = network else { return try await uncachedComic(number) }
        let fetched = try await remote.comic(number)
        isOffline = false
        guard let comic = fetched else { return nil }
        await save([comic])
        return comic
    }

    private func firstPage(size: Int, refetchingCached: Bool) async throws -> ComicPage<PageBookmark> {
        guard let remote = network else {
            return try await cachedPage(below: Int.max, size: size, whenEmpty: ComicLoadError.noCachedComics)
        }
        let end = await remote.takeFirstPagePhaseEnd()
        return try await remote.configuration.withPageBudget(until: end) {
            try await firstPageInBudget(from: remote, size: size, refetchingCached: refetchingCached)
        }
    }

    private func firstPageInBudget(
        from remote: ComicAPIClient, size: Int, refetchingCached: Bool
    ) async throws -> ComicPage<PageBookmark> {
        // The cache's newest is where the newest probably still is: one round trip.
        let cachedNewest = await noteCachedNewest(to: remote)
        var known: [Int: Comic] = [:]
        if let cachedNewest, !refetchingCached {
            known = try await cachedComics(in: RemotePagePlan.numbers(from: cachedNewest, count: max(1, size)))
        }
        let fetch: ComicAPIClient.GuessedFirstPage
        do {
            fetch = try await remote.firstPage(size: size, expectingNewest: cachedNewest, known: known)
        } catch let error as ComicLoadError where error.isNetworkUnreachable {
            isOffline = true
            return try await cachedPage(below: Int.max, size: size, whenEmpty: error)
        }
        isOffline = false
        await save(fetch.fetched)
        if let lost = fetch.belowNewest.wholePageFailure {
            // The newest came, then the network went: the cache's first page if it has more than that one comic,
            // else what came, the rest failed.
            do {
                return try await cachedPage(
                    below: Int.max, size: size, afterLosing: fetch.belowNewest,
                    networkIsUnreachable: lost.isNetworkUnreachable, beyond: 1)
            } catch is ComicLoadError {
                return Self.cameBefore(lost, in: fetch.page)
            }
        }
        return fetch.page
    }

    /// The newer page of a batch fetched above `number`: the comics below
    /// any untried ones (the rest come again with the next page above).
    private static func newerPage(
        above number: Int, asked numbers: [Int], _ batch: ComicAPIClient.Batch, newest: Int
    ) -> ComicPage<PageBookmark> {
        let ceiling = batch.untried.last ?? Int.max
        return ComicPage(
            comics: batch.comics.filter { $0.number < ceiling },
            failures: batch.failures.filter { $0.number < ceiling },
            nextPageBookmark: RemotePagePlan.bookmark(startingAt: number),
            newerPageBookmark: RemotePagePlan.newerPageBookmark(
                above: number, numbers: numbers, untried: batch.untried, newest: newest))
    }

    /// The comics of a first page above its highest failed number, with
    /// the rest (from that number down) as the next page, lost to `lost`.
    private static func cameBefore(_ lost: ComicLoadError, in page: ComicPage<PageBookmark>) -> ComicPage<PageBookmark>
    {
        guard let highestFailed = page.failures.map(\.number).max() else { return page }
        return ComicPage(
            comics: page.comics.filter { $0.number > highestFailed },
            nextPageBookmark: PageBookmark(nextNumber: highestFailed), restFailure: lost)
    }

    /// Cached comics this page shows: those above the numbers the remote
    /// left untried, which the next page starts with.
    private static func above(_ batch: ComicAPIClient.Batch, _ cached: some Collection<Comic>) -> [Comic] {
        guard let firstUntried = batch.untried.first else { return Array(cached) }
        return cached.filter { $0.number > firstUntried }
    }

    /// Caches fetched comics. A cache that cannot take them (read-only, disk
    /// full) must not cost the comics already fetched: the problem is kept
    /// for the command to report once, and the page goes on.
    private func save(_ comics: [Comic]) async {
        guard !comics.isEmpty else { return }
        do {
            try await cache.cacheComics(comics, fetchedAt: now())
        } catch {
            cacheWriteProblem = String(describing: error)
        }
    }

    /// The newest cached number vouches for how high `/info.0.json` may claim;
    /// returns it.
    private func noteCachedNewest(to remote: ComicAPIClient) async -> Int? {
        guard let highest = try? await cache.highestCachedNumber() else { return nil }
        await remote.noteKnownNewest(highest)
        return highest
    }

    /// For a page whose fetched comics all failed: when the network is
    /// unreachable and the cache holds more than `beyond` comics there, those,
    /// marked as cached (and the next pages read the cache too); else one
    /// failure for the whole page, which the same page can retry.
    private func cachedPage(
        below number: Int, size: Int, afterLosing batch: ComicAPIClient.Batch, networkIsUnreachable: Bool,
        beyond known: Int = 0
    ) async throws -> ComicPage<PageBookmark> {
        if networkIsUnreachable {
            let page = try await cachedPage(below: number, size: size)
            if page.comics.count > known {
                isOffline = true
                return page
            }
        }
        if let failure = batch.wholePageFailure { throw failure }
        guard let first = batch.failures.first, case .network(let cause) = first.reason else {
            throw batch.failures.first?.reason ?? ComicLoadError.noCachedComics
        }
        throw ComicLoadError.pageUnavailable(cause, comics: batch.failures.count)
    }
}
