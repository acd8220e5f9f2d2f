import ComicData
import Foundation
import Testing

@Suite("Bookmarks in SQLite")
struct LocalComicDataSourceTests {
    /// The Bookmarks feed's source, and the repository that writes what it pages.
    private func makeSource(clock: SteppingClock = SteppingClock()) throws -> (
        LocalComicDataSource, MarkRepository<BookmarkStore>
    ) {
        let database = try AppDatabase.inMemory()
        return (LocalComicDataSource(database: database), database.bookmarkRepository(now: { clock.now() }))
    }

    @Test func savedComicIsContainedUntilRemoved() async throws {
        let (source, marks) = try makeSource()

        try await marks.add([makeComic(42, title: "Answer")])

        #expect(try await source.contains(42))
        #expect(try await source.comic(42)?.title == "Answer")
        #expect(try await !source.contains(41))

        try await marks.setMarked(false, comic: makeComic(42))

        #expect(try await !source.contains(42))
        #expect(try await source.comic(42) == nil)
    }

    @Test func removingAComicThatIsNotSavedChangesNothing() async throws {
        let (source, marks) = try makeSource()
        try await marks.add([makeComic(1)])

        try await marks.setMarked(false, comic: makeComic(2))

        #expect(try await source.allPages(size: 10) == [[1]])
    }

    @Test func removingSeveralAtOnceRemovesExactlyThose() async throws {
        let (source, marks) = try makeSource()
        try await marks.add([1, 2, 3, 4].map { makeComic($0) })

        try await marks.remove(exactly: [2, 4])

        #expect(try await source.allPages(size: 10).flatMap { $0 }.sorted() == [1, 3])
    }

    @Test func removedBookmarkKeepsTheComicInTheCache() async throws {
        let (source, marks) = try makeSource()
        try await marks.add([makeComic(7)])

        try await marks.setMarked(false, comic: makeComic(7))

        #expect(try await ComicCacheStore(database: source.database).cachedComic(7)?.number == 7)
    }

    @Test func pagesRunNewestSavedFirstAcrossSeveralPages() async throws {
        // Given comics saved in the order 3, 1, 7, 5, 2, 6, 4
        let (source, marks) = try makeSource()
        for number in [3, 1, 7, 5, 2, 6, 4] {
            try await marks.add([makeComic(number)])
        }

        // Then pages of three run from the last saved to the first
        let pages = try await source.allPages(size: 3)

        #expect(pages == [[4, 6, 2], [5, 7, 1], [3]])
    }

    @Test func exactlyFullLastPageIsTheEndOfTheFeed() async throws {
        let (source, marks) = try makeSource()
        try await marks.add([makeComic(1), makeComic(2), makeComic(3), makeComic(4)])

        let first = try await source.firstPage(size: 2)
        let second = try await source.page(after: try #require(first.nextPageBookmark), size: 2)

        #expect(second.comics.map(\.number) == [2, 1])
        #expect(second.isEndOfFeed)
    }

    @Test func emptyBookmarksGiveOneEmptyLastPage() async throws {
        let page = try await makeSource().0.firstPage(size: 20)

        #expect(page.comics.isEmpty)
        #expect(page.isEndOfFeed)
    }

    @Test func comicsSavedInTheSameMillisecondRunHighestNumberFirst() async throws {
        let (source, marks) = try makeSource(clock: SteppingClock(step: 0))
        try await marks.add([2, 9, 4, 7, 1].map { makeComic($0) })

        #expect(try await source.allPages(size: 2) == [[9, 7], [4, 2], [1]])
    }

    @Test func savingAgainKeepsTheFirstSavedDate() async throws {
        let (source, marks) = try makeSource()
        try await marks.add([makeComic(1)])
        try await marks.add([makeComic(2)])

        try await marks.add([makeComic(1, title: "Refreshed")])

        #expect(try await source.allPages(size: 10) == [[2, 1]])
        #expect(try await source.comic(1)?.title == "Refreshed")
    }

    @Test func removalAndSavingBetweenPageLoadsNeitherSkipNorRepeat() async throws {
        // Given bookmarks 1...8, saved in that order, and the first page read
        let (source, marks) = try makeSource()
        for number in 1...8 {
            try await marks.add([makeComic(number)])
        }
        let first = try await source.firstPage(size: 3)
        #expect(first.comics.map(\.number) == [8, 7, 6])

        // When a comic of that page (the page bookmark's own) is removed, a
        // later one too, and a new comic is saved
        try await marks.setMarked(false, comic: makeComic(6))
        try await marks.setMarked(false, comic: makeComic(8))
        try await marks.add([makeComic(20)])

        // Then the next pages carry on where the first stopped
        var pages: [[Int]] = []
        var bookmark = first.nextPageBookmark
        while let current = bookmark {
            let page = try await source.page(after: current, size: 3)
            pages.append(page.comics.map(\.number))
            bookmark = page.nextPageBookmark
        }
        #expect(pages == [[5, 4, 3], [2, 1]])
    }

    @Test func pagesWorkTheSameOnAFile() async throws {
        try await withTemporaryFolder { folder in
            let clock = SteppingClock()
            let database = try AppDatabase(path: folder.appendingPathComponent("xkcd.sqlite").path)
            let source = LocalComicDataSource(database: database)
            let marks = database.bookmarkRepository(now: { clock.now() })
            try await source.prewarm()

            try await marks.add((1...5).map { makeComic($0) })

            #expect(try await source.allPages(size: 2) == [[5, 4], [3, 2], [1]])
        }
    }
}
