import ComicData
import Foundation
import Testing

@Suite("Bookmarks in SQLite")
struct LocalComicDataSourceTests {
    private func makeSource(clock: SteppingClock = SteppingClock()) throws -> LocalComicDataSource {
        LocalComicDataSource(database: try AppDatabase.inMemory(), now: { clock.now() })
    }

    @Test func savedComicIsContainedUntilRemoved() async throws {
        let source = try makeSource()

        try await source.save(makeComic(42, title: "Answer"))

        #expect(try await source.contains(42))
        #expect(try await source.comic(42)?.title == "Answer")
        #expect(try await !source.contains(41))

        try await source.remove(42)

        #expect(try await !source.contains(42))
        #expect(try await source.comic(42) == nil)
    }

    @Test func removingAComicThatIsNotSavedChangesNothing() async throws {
        let source = try makeSource()
        try await source.save(makeComic(1))

        try await source.remove(2)

        #expect(try await source.allPages(size: 10) == [[1]])
    }

    @Test func removingSeveralAtOnceRemovesExactlyThose() async throws {
        let source = try makeSource()
        try await source.save(contentsOf: [1, 2, 3, 4].map { makeComic($0) })

        try await source.remove(contentsOf: [2, 4, 9])

        #expect(try await source.allPages(size: 10).flatMap { $0 }.sorted() == [1, 3])
    }

    @Test func removedBookmarkKeepsTheComicInTheCache() async throws {
        let source = try makeSource()
        try await source.save(makeComic(7))

        try await source.remove(7)

        #expect(try await ComicCacheStore(database: source.database).cachedComic(7)?.number == 7)
    }

    @Test func pagesRunNewestSavedFirstAcrossSeveralPages() async throws {
        // Given comics saved in the order 3, 1, 7, 5, 2, 6, 4
        let source = try makeSource()
        for number in [3, 1, 7, 5, 2, 6, 4] {
            try await source.save(makeComic(number))
        }

        // Then pages of three run from the last saved to the first
        let pages = try await source.allPages(size: 3)

        #expect(pages == [[4, 6, 2], [5, 7, 1], [3]])
    }

    @Test func exactlyFullLastPageIsTheEndOfTheFeed() async throws {
        let source = try makeSource()
        try await source.save(contentsOf: [makeComic(1), makeComic(2), makeComic(3), makeComic(4)])

        let first = try await source.firstPage(size: 2)
        let second = try await source.page(after: try #require(first.nextPageBookmark), size: 2)

        #expect(second.comics.map(\.number) == [2, 1])
        #expect(second.isEndOfFeed)
    }

    @Test func emptyBookmarksGiveOneEmptyLastPage() async throws {
        let page = try await makeSource().firstPage(size: 20)

        #expect(page.comics.isEmpty)
        #expect(page.isEndOfFeed)
    }

    @Test func comicsSavedInTheSameMillisecondRunHighestNumberFirst() async throws {
        let source = try makeSource(clock: SteppingClock(step: 0))
        try await source.save(contentsOf: [2, 9, 4, 7, 1].map { makeComic($0) })

        #expect(try await source.allPages(size: 2) == [[9, 7], [4, 2], [1]])
    }

    @Test func savingAgainKeepsTheFirstSavedDate() async throws {
        let source = try makeSource()
        try await source.save(makeComic(1))
        try await source.save(makeComic(2))

        try await source.save(makeComic(1, title: "Refreshed"))

        #expect(try await source.allPages(size: 10) == [[2, 1]])
        #expect(try await source.comic(1)?.title == "Refreshed")
    }

    @Test func removalAndSavingBetweenPageLoadsNeitherSkipNorRepeat() async throws {
        // Given bookmarks 1...8, saved in that order, and the first page read
        let source = try makeSource()
        for number in 1...8 {
            try await source.save(makeComic(number))
        }
        let first = try await source.firstPage(size: 3)
        #expect(first.comics.map(\.number) == [8, 7, 6])

        // When a comic of that page (the page bookmark's own) is removed, a
        // later one too, and a new comic is saved
        try await source.remove(6)
        try await source.remove(8)
        try await source.save(makeComic(20))

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
            let source = LocalComicDataSource(database: database, now: { clock.now() })
            try await source.prewarm()

            try await source.save(contentsOf: (1...5).map { makeComic($0) })

            #expect(try await source.allPages(size: 2) == [[5, 4], [3, 2], [1]])
        }
    }
}
