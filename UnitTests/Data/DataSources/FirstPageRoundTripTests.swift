import ComicData
import ComicTestSupport
import Foundation
import Testing

/// The first page when the cache knows the newest number it last saw: the
/// newest comic and the numbers below the cached newest go out together.
///
/// Every answer waits 200 ms, so requests sent before any answer came are
/// in flight together: the peak counts the first round.
@Suite("First page in one round trip", .timeLimit(.minutes(1)))
struct FirstPageRoundTripTests {
    static let base = URL(string: "http://stub.test")!
    static let latency = Duration.milliseconds(200)

    func makeSource(
        _ client: ScriptedNetworkClient, cached numbers: some Sequence<Int>
    ) -> (LatestComicDataSource<InMemoryComicCache>, InMemoryComicCache) {
        let cache = InMemoryComicCache(comics: numbers.map(SyntheticComic.comic(number:)))
        let remote = ComicAPIClient(client: client, configuration: .init(baseURL: Self.base))
        return (LatestComicDataSource(network: remote, cache: cache), cache)
    }

    func paths(_ client: ScriptedNetworkClient) async -> [String] {
        await client.requestedURLs.map(\.path)
    }

    static func comicPath(_ number: Int) -> String { "/\(number)/info.0.json" }

    @Test("refreshed with the cached newest still newest: the newest and the 19 below it in one round, nothing after")
    func oneRound() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100), latency: Self.latency)
        let (source, _) = makeSource(client, cached: 1...100)
        try await source.prewarm()
        let page = try await source.refreshedFirstPage(size: 20)
        #expect(page.comics.map(\.number) == Array((81...100).reversed()))
        #expect(page.nextPageBookmark == ComicAPIClient.PageBookmark(nextNumber: 80))
        #expect(await client.requests.count == 20)
        #expect(await client.peakInFlight == 20, "the newest was asked for alone before the rest")
        #expect(Set(await paths(client)) == Set(["/info.0.json"] + (81...99).map(Self.comicPath)))
    }

    @Test("three comics published since: one round as above, then only the new ones")
    func newComicsSince() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 103), latency: Self.latency)
        let (source, cache) = makeSource(client, cached: 1...100)
        try await source.prewarm()
        let page = try await source.refreshedFirstPage(size: 20)
        #expect(page.comics.map(\.number) == Array((84...103).reversed()))
        #expect(page.nextPageBookmark == ComicAPIClient.PageBookmark(nextNumber: 83))
        let requested = await paths(client)
        #expect(requested.count == 23)
        #expect(await client.peakInFlight == 20)
        // The second round: the new comics and the old newest (fetched again: a refresh).
        #expect(Set(requested.suffix(3)) == Set([100, 101, 102].map(Self.comicPath)))
        #expect(await cache.highestCachedNumber() == 103)
    }

    @Test("not refreshed: cached comics are not asked for, so a warm start is the newest and the gaps only")
    func cachedReused() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 102), latency: Self.latency)
        let (source, _) = makeSource(client, cached: (1...100).filter { $0 != 95 && $0 != 90 })
        try await source.prewarm()
        let page = try await source.firstPage(size: 20)
        #expect(page.comics.map(\.number) == Array((83...102).reversed()))
        let requested = await paths(client)
        #expect(await client.peakInFlight == 3, "the newest and the two gaps together")
        #expect(Set(requested.prefix(3)) == Set(["/info.0.json", Self.comicPath(95), Self.comicPath(90)]))
        #expect(requested.suffix(1) == [Self.comicPath(101)])
    }

    @Test("a server whose newest is below the cached newest: the page starts at the server's newest")
    func serverBehindTheCache() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 50))
        let (source, _) = makeSource(client, cached: 1...60)
        let page = try await source.refreshedFirstPage(size: 10)
        #expect(page.comics.map(\.number) == Array((41...50).reversed()))
        #expect(page.failures.isEmpty)
    }

    @Test("failures among the guessed numbers are the page's failures, not asked again in the second round")
    func failuresInTheGuess() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 101))
        await client.script(Self.base.appendingPathComponent("97/info.0.json"), .status(403))
        let (source, _) = makeSource(client, cached: 1...100)
        let page = try await source.refreshedFirstPage(size: 10)
        #expect(page.comics.map(\.number) == [101, 100, 99, 98, 96, 95, 94, 93, 92])
        #expect(page.failures.map(\.number) == [97])
        #expect(await client.requestCount(for: Self.base.appendingPathComponent("97/info.0.json")) == 1)
    }

    @Test("the network unreachable: the cached page, marked, as before")
    func unreachable() async throws {
        let client = ScriptedNetworkClient { .failure(.unreachable($0.url, reason: "connection refused")) }
        let (source, _) = makeSource(client, cached: 1...30)
        let page = try await source.firstPage(size: 10)
        #expect(page.comics.map(\.number) == Array((21...30).reversed()))
        #expect(page.isFromCache)
    }

    @Test("the cached stand-in: the newest cached comics, marked as from the cache, without the network")
    func standIn() async throws {
        let client = ScriptedNetworkClient { _ in .hang }
        let (source, _) = makeSource(client, cached: 1...30)
        let page = try #require(try await source.cachedFirstPage(size: 10))
        #expect(page.comics.map(\.number) == Array((21...30).reversed()))
        #expect(page.isFromCache)
        #expect(page.nextPageBookmark == ComicAPIClient.PageBookmark(nextNumber: 20))
        #expect(await client.requests.isEmpty)
        #expect(try await makeSource(client, cached: [Int]()).0.cachedFirstPage(size: 10) == nil)
        // A number the cache lacks ends them (404 is no comic, so it does not).
        let gap = try #require(
            try await makeSource(client, cached: (390...410).filter { $0 != 400 }).0.cachedFirstPage(size: 20))
        #expect(gap.comics.map(\.number) == Array((401...410).reversed()))
        let skipped = try #require(
            try await makeSource(client, cached: (395...410).filter { $0 != 404 }).0.cachedFirstPage(size: 20))
        #expect(skipped.comics.count == 15)
    }
}
