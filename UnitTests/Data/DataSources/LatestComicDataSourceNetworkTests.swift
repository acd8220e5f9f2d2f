import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Remote feed with a write-through cache", .timeLimit(.minutes(1)))
struct LatestComicDataSourceNetworkTests {
    static let base = URL(string: "http://stub.test")!

    func cached(
        _ client: ScriptedNetworkClient, cache: InMemoryComicCache
    ) -> LatestComicDataSource<InMemoryComicCache> {
        LatestComicDataSource(
            network: ComicAPIClient(client: client, configuration: .init(baseURL: Self.base)), cache: cache)
    }

    static func unreachable() -> ScriptedNetworkClient {
        ScriptedNetworkClient { .failure(.unreachable($0.url, reason: "connection refused")) }
    }

    @Test("every comic fetched is written through to the cache")
    func writeThrough() async throws {
        let cache = InMemoryComicCache()
        let source = cached(ScriptedNetworkClient(archive: .synthetic(through: 100)), cache: cache)
        let first = try await source.firstPage(size: 10)
        _ = try await source.page(after: try #require(first.nextPageBookmark), size: 10)
        #expect(await cache.highestCachedNumber() == 100)
        #expect(await cache.cachedComics(below: 101, limit: 100).map(\.number) == Array((81...100).reversed()))
    }

    @Test("cached comics are not fetched again; only the newest is asked for")
    func noRefetch() async throws {
        let cache = InMemoryComicCache(comics: (1...100).map(SyntheticComic.comic(number:)))
        let client = ScriptedNetworkClient(archive: .synthetic(through: 102))
        let page = try await cached(client, cache: cache).firstPage(size: 10)
        #expect(page.comics.map(\.number) == Array((93...102).reversed()))
        #expect(!page.isFromCache)
        #expect(await client.requestedURLs.map(\.path) == ["/info.0.json", "/101/info.0.json"])
    }

    @Test("a refreshed first page fetches every comic again")
    func refreshRefetches() async throws {
        let cache = InMemoryComicCache(comics: (1...100).map(SyntheticComic.comic(number:)))
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100))
        _ = try await cached(client, cache: cache).refreshedFirstPage(size: 10)
        #expect(await client.requests.count == 10)
    }

    @Test("unreachable network: pages come from the cache, marked, without asking the network again")
    func offlineFallback() async throws {
        let cache = InMemoryComicCache(comics: [3, 5, 6, 7, 9].map(SyntheticComic.comic(number:)))
        let client = Self.unreachable()
        let source = cached(client, cache: cache)
        let first = try await source.firstPage(size: 3)
        #expect(first.comics.map(\.number) == [9, 7, 6])
        #expect(first.isFromCache)
        let requestsAfterFirst = await client.requests.count
        let second = try await source.page(after: try #require(first.nextPageBookmark), size: 3)
        #expect(second.comics.map(\.number) == [5, 3])
        #expect(second.isFromCache && second.isEndOfFeed)
        #expect(await client.requests.count == requestsAfterFirst)
    }

    @Test("going offline mid-feed continues from the cache where the feed was, without asking the network again")
    func offlineMidFeed() async throws {
        // Given comics 1...30 cached and the first page (60...41) fetched with the network up.
        let cache = InMemoryComicCache(comics: (1...30).map(SyntheticComic.comic(number:)))
        let client = ScriptedNetworkClient(archive: .synthetic(through: 60))
        let source = cached(client, cache: cache)
        let first = try await source.firstPage(size: 20)
        #expect(first.comics.map(\.number) == Array((41...60).reversed()))
        #expect(!first.isFromCache)

        // When the network goes away before the next page, whose comics 40...31 are not cached.
        for number in 1...40 {
            await client.script(
                Self.base.appendingPathComponent("\(number)/info.0.json"),
                .failure(.unreachable(Self.base, reason: "down")))
        }
        let second = try await source.page(after: try #require(first.nextPageBookmark), size: 20)

        // Then the page comes from the cache, from where the feed was, marked as cached.
        #expect(second.comics.map(\.number) == Array((11...30).reversed()))
        #expect(second.isFromCache)
        #expect(second.failures.isEmpty)

        // And the next page reads the cache without waiting on the network again.
        let requestsBefore = await client.requests.count
        let third = try await source.page(after: try #require(second.nextPageBookmark), size: 20)
        #expect(third.comics.map(\.number) == Array((1...10).reversed()))
        #expect(third.isFromCache && third.isEndOfFeed)
        #expect(await client.requests.count == requestsBefore)
    }

    @Test("unreachable network and nothing cached: the network error, not an empty feed")
    func offlineEmptyCache() async throws {
        await #expect(
            throws: ComicLoadError.newestComicUnavailable(
                .network(.unreachable(Self.base.appendingPathComponent("info.0.json"), reason: "connection refused")))
        ) {
            try await cached(Self.unreachable(), cache: InMemoryComicCache()).firstPage(size: 10)
        }
    }

    @Test("a single comic comes from the cache, else from the network into the cache")
    func singleComic() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 10))
        let cache = InMemoryComicCache()
        let source = cached(client, cache: cache)
        #expect(try await source.comic(7)?.number == 7)
        #expect(try await source.comic(7)?.number == 7)
        #expect(await client.requests.count == 1)
        #expect(await cache.cachedComic(7) != nil)
    }
}
