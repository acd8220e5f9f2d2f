import ComicData
import Foundation
import Testing

@Suite("The Unread feed's source")
struct UnreadComicDataSourceTests {
    /// A database caching comics 1 to `newest`, and its unread source and read marks.
    private func makeFeed(cached newest: Int) async throws -> (UnreadComicDataSource, ReadMarkStore) {
        let database = try AppDatabase.inMemory()
        try await ComicCacheStore(database: database).cacheComics((1...newest).map { makeComic($0) }, fetchedAt: Date())
        return (UnreadComicDataSource(database: database), ReadMarkStore(database: database))
    }

    private func allPages(_ source: UnreadComicDataSource, size: Int) async throws -> [[Int]] {
        var page = try await source.firstPage(size: size)
        var pages = [page.comics.map(\.number)]
        while let bookmark = page.nextPageBookmark {
            page = try await source.page(after: bookmark, size: size)
            pages.append(page.comics.map(\.number))
        }
        return pages
    }

    @Test func pagesRunNewestFirstOverCachedComicsNotRead() async throws {
        let (source, readMarks) = try await makeFeed(cached: 10)
        try await readMarks.setMarked(true, numbers: [10, 7, 6, 2, 40])

        #expect(try await allPages(source, size: 2) == [[9, 8], [5, 4], [3, 1]])
        #expect(try await allPages(source, size: 6) == [[9, 8, 5, 4, 3, 1]])
    }

    @Test func readingBetweenPagesSkipsAndRepeatsNothing() async throws {
        // Given the first page of the unread comics
        let (source, readMarks) = try await makeFeed(cached: 8)
        let first = try await source.firstPage(size: 3)
        #expect(first.comics.map(\.number) == [8, 7, 6])

        // When comics on it and after it are read
        try await readMarks.setMarked(true, numbers: [7, 5])

        // Then the next page starts right after the last one shown
        let bookmark = try #require(first.nextPageBookmark)
        let next = try await source.page(after: bookmark, size: 3)
        #expect(next.comics.map(\.number) == [4, 3, 2])
        #expect(next.nextPageBookmark != nil)
    }

    @Test func everythingReadIsAnEmptyLastPage() async throws {
        let (source, readMarks) = try await makeFeed(cached: 5)
        try await readMarks.markAll(atOrBelow: 5)

        let page = try await source.firstPage(size: 20)

        #expect(page.comics.isEmpty)
        #expect(page.isEndOfFeed)
    }

    @Test func holdsOnlyCachedUnreadComics() async throws {
        let (source, readMarks) = try await makeFeed(cached: 3)
        try await readMarks.setMarked(true, numbers: [2])

        #expect(try await source.contains(3))
        #expect(try await !source.contains(2))
        #expect(try await !source.contains(4))
        #expect(try await source.comic(1)?.title == "Comic 1")
    }

    @Test func theUnreadFeedIsUnreadPagingWithReadMarks() async throws {
        // Given the Unread feed composed as the reader builds it
        let (source, readMarks) = try await makeFeed(cached: 6)
        try await readMarks.setMarked(true, numbers: [6, 3])
        let feed = ComicFeed(.latest, source: source, pageSize: 2, marks: [MarkRepository(.read, store: readMarks)])

        // When its first comics load, they are the unread ones, none marked read
        let state = try await feed.loadFirst(10)

        #expect(state.comics.map(\.number) == [5, 4, 2, 1])
        #expect(state.marks[.read] == [3, 6])
        #expect(state.comics.allSatisfy { !state.isMarked($0.number, as: .read) })
    }
}
