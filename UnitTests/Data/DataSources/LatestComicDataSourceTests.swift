import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("The Latest feed's source: cache then network, or the cache alone (no network)")
struct LatestComicDataSourceTests {
    @Test("cache then network: the network's pages, written through to the cache")
    func cacheThenNetwork() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 10))
        let cache = InMemoryComicCache()
        let remote = ComicAPIClient(
            client: client, configuration: .init(baseURL: try #require(URL(string: "http://stub.test"))))
        let source = LatestComicDataSource(network: remote, cache: cache)
        #expect(source.hasNetwork)

        #expect(try await source.firstPage(size: 3).comics.map(\.number) == [10, 9, 8])
        #expect(await cache.highestCachedNumber() == 10)
        #expect(await source.cacheWriteProblem == nil)
        #expect(source.pageBookmark(startingAt: 5) == ComicAPIClient.PageBookmark(nextNumber: 5))
    }

    @Test("the cache alone: its pages only, a comic it lacks not cached, nothing to save")
    func cacheOnly() async throws {
        let cache = InMemoryComicCache(comics: [7, 3].map(SyntheticComic.comic(number:)))
        let source = LatestComicDataSource(cache: cache)
        #expect(!source.hasNetwork)

        let page = try await source.firstPage(size: 5)
        #expect(page.comics.map(\.number) == [7, 3])
        #expect(page.isFromCache)
        await #expect(throws: ComicLoadError.notCached(5)) { try await source.comic(5) }
        #expect(try await source.cachedFirstPage(size: 5) == nil)
        #expect(await source.cacheWriteProblem == nil)
    }
}
