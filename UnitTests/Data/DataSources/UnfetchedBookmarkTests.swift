import Foundation
import Testing

@testable import ComicData

/// A bookmark whose comic was never fetched (an import made offline, a
/// number that is no comic) is a row of the Bookmarks feed in its place,
/// never silently missing, and goes when its bookmark is removed.
@Suite("Bookmarks whose comic was never fetched")
struct UnfetchedBookmarkTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// Bookmarks saved in the order given, newest last: cached comics for
    /// `cached`, an imported number alone for the others.
    private func bookmarks(_ numbers: [Int], cached: Set<Int>) async throws -> LocalComicDataSource {
        let source = LocalComicDataSource(database: try AppDatabase.inMemory())
        let marks = source.database.bookmarkRepository()
        for (index, number) in numbers.enumerated() {
            let markedAt = Int64(1_000 * (index + 1))
            if cached.contains(number) {
                try await marks.restore(
                    makeComic(number), savedAt: Date(timeIntervalSince1970: Double(markedAt) / 1000))
            } else {
                _ = try await marks.importMarks([MarkEntry(number: number, markedAt: markedAt, line: 1)], now: now)
            }
        }
        return source
    }

    @Test("each is a failure placed where it was saved, across pages, with a line saying what to do")
    func placedInOrder() async throws {
        // Given bookmarks saved 5, 99999, 7, 404, 9 (newest last), 99999 and 404 never fetched
        let source = try await bookmarks([5, 99999, 7, 404, 9], cached: [5, 7, 9])

        // When the feed is read two at a time
        let first = try await source.firstPage(size: 2)
        let second = try await source.page(after: try #require(first.nextPageBookmark), size: 2)
        let third = try await source.page(after: try #require(second.nextPageBookmark), size: 2)

        // Then the rows come newest saved first, the unfetched ones in their places
        let comics = first.comics + second.comics + third.comics
        let failures = first.failures + second.failures + third.failures
        #expect(FeedEntry.merging(comics, failures).map(\.number) == [9, 404, 7, 99999, 5])
        #expect(failures.map(\.reason) == [.notFetched(404), .notFetched(99999)])
        #expect(failures.first?.reason.description.contains("b removes the bookmark") == true)
        #expect(third.isEndOfFeed)
    }

    @Test("a feed ordered by number still sorts its failures in by number")
    func numberOrderedFeedsUnchanged() {
        let failure = ComicFailure(number: 4, reason: .notFound(4))
        #expect(FeedEntry.merging([makeComic(5), makeComic(3)], [failure]).map(\.number) == [5, 4, 3])
        let first = ComicFailure(number: 8, reason: .notFetched(8), follows: 0)
        #expect(FeedEntry.merging([makeComic(5), makeComic(3)], [first]).map(\.number) == [8, 5, 3])
    }

    @Test("removing the bookmark by its number takes the row away from every page")
    func removedByNumber() async throws {
        let source = try await bookmarks([5, 99999], cached: [5])
        let repository = MarkRepository(.bookmark, store: BookmarkStore(database: source.database))
        try await repository.remove(exactly: [99999])
        let page = try await source.firstPage(size: 10)
        #expect(page.failures.isEmpty)
        #expect(page.comics.map(\.number) == [5])
    }
}
