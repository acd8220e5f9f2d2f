import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

@Suite("Search results as a data source")
struct SearchComicDataSourceTests {
    /// Every page from the first, `size` at a time, as comic numbers.
    func allPages(_ source: SearchComicDataSource, size: Int) async throws -> [[Int]] {
        var page = try await source.firstPage(size: size)
        var pages = [page.comics.map(\.number)]
        while let bookmark = page.nextPageBookmark {
            page = try await source.page(after: bookmark, size: size)
            pages.append(page.comics.map(\.number))
        }
        return pages
    }

    @Test("keyset pages across ties in rank: each result once, the higher number first among equals")
    func pagingThroughTies() async throws {
        // 23 comics with the same text rank exactly alike; a title match ranks above them all.
        let tied = (1...23).map { searchableComic($0, title: "Comic \($0)", alt: "A zebra.") }
        let database = try await databaseWith(tied + [searchableComic(100, title: "Zebra")])
        let source = SearchComicDataSource(database: database, query: SearchQuery("zebra"))

        let pages = try await allPages(source, size: 5)

        #expect(pages.map(\.count) == [5, 5, 5, 5, 4])
        #expect(pages.flatMap { $0 } == [100] + Array((1...23).reversed()))
    }

    @Test("comics cached between two pages neither repeat nor shift what was shown")
    func pagingWhileTheCacheGrows() async throws {
        let database = try await databaseWith(
            (1...10).map { searchableComic($0, title: "Comic \($0)", alt: "A zebra.") })
        let source = SearchComicDataSource(database: database, query: SearchQuery("zebra"))
        let first = try await source.firstPage(size: 4)
        let bookmark = try #require(first.nextPageBookmark)

        try await ComicCacheStore(database: database).cacheComics(
            [searchableComic(11, title: "Comic 11", alt: "A zebra.")], fetchedAt: Date())
        let second = try await source.page(after: bookmark, size: 4)

        #expect(first.comics.map(\.number) == [10, 9, 8, 7])
        #expect(second.comics.map(\.number) == [6, 5, 4, 3])
    }

    @Test("contains and comic answer for results only")
    func containsResultsOnly() async throws {
        let database = try await databaseWith([
            searchableComic(1, title: "Zebra"), searchableComic(2, title: "Giraffe"),
        ])
        let source = SearchComicDataSource(database: database, query: SearchQuery("zebra"))

        #expect(try await source.contains(1))
        #expect(try await !source.contains(2))
        #expect(try await source.comic(1)?.title == "Zebra")
        #expect(try await source.comic(2) == nil)
    }

    @Test("no match, or no words: one empty last page")
    func noResults() async throws {
        let database = try await databaseWith([searchableComic(1, title: "Zebra")])

        for text in ["giraffe", "", "\"*-"] {
            let page = try await SearchComicDataSource(database: database, query: SearchQuery(text)).firstPage(size: 20)
            #expect(page.comics.isEmpty)
            #expect(page.isEndOfFeed)
        }
    }

    @Test("composed with the shared bookmarks: a bookmark made in the results shows in the Bookmarks feed")
    func bookmarkingFromResults() async throws {
        let database = try await databaseWith([searchableComic(1, title: "Zebra")])
        let store = LocalComicDataSource(database: database)
        let bookmarks = MarkRepository(.bookmark, store: store)
        let search = ComicFeed(
            .latest, source: SearchComicDataSource(database: database, query: SearchQuery("zebra")), marks: [bookmarks])
        let saved = ComicFeed(.latest, source: store, marks: [bookmarks])
        await search.prewarm()
        await saved.prewarm()
        let comic = try #require(await search.currentState.comics.first)

        try await bookmarks.setMarked(true, comic: comic)

        #expect(await search.currentState.isBookmarked(1))
        #expect(await saved.currentState.isBookmarked(1))
        #expect(try await store.contains(1))
    }
}
