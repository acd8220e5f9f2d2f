import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Latest feed from the cache alone (offline)")
struct LatestComicDataSourceOfflineTests {
    @Test("pages come from the cache, and a comic not cached says so rather than not existing")
    func cacheOnly() async throws {
        let cache = InMemoryComicCache(comics: [SyntheticComic.comic(number: 4)])
        let source = LatestComicDataSource(cache: cache)
        try await source.prewarm()
        #expect(try await source.firstPage(size: 10).comics.map(\.number) == [4])
        #expect(try await source.comic(4)?.number == 4)
        await #expect(throws: ComicLoadError.notCached(5)) { try await source.comic(5) }
        #expect(try await source.contains(4))
        #expect(try await !source.contains(5))
        await #expect(throws: ComicLoadError.noCachedComics) {
            try await LatestComicDataSource(cache: InMemoryComicCache()).firstPage(size: 10)
        }
    }

    @Test("pages run down by number, skipping what the cache lacks, each marked as cached")
    func pagesRunDown() async throws {
        let cache = InMemoryComicCache(comics: [9, 8, 6, 5, 2].map(SyntheticComic.comic(number:)))
        let source = LatestComicDataSource(cache: cache)
        let first = try await source.firstPage(size: 2)
        #expect(first.comics.map(\.number) == [9, 8])
        #expect(first.isFromCache)
        let bookmark = try #require(first.nextPageBookmark)
        let second = try await source.page(after: bookmark, size: 2)
        #expect(second.comics.map(\.number) == [6, 5])
        let last = try await source.page(after: try #require(second.nextPageBookmark), size: 2)
        #expect(last.comics.map(\.number) == [2])
        #expect(last.nextPageBookmark == nil)
        #expect(source.pageBookmark(startingAt: 7) == ComicAPIClient.PageBookmark(nextNumber: 7))
        #expect(source.pageBookmark(startingAt: 0) == nil)
    }
}
