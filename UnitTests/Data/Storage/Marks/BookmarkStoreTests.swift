import Foundation
import Testing

@testable import ComicData

@Suite("The bookmark store over the shared writer", .timeLimit(.minutes(1)))
struct BookmarkStoreTests {
    private let day = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("saving keeps a bookmark's first date and refreshes its comic")
    func saveKeepsTheFirstDate() async throws {
        let clock = SteppingClock(start: day, step: 60)
        let store = BookmarkStore(database: try AppDatabase.inMemory(), now: clock.now)
        let marks = MarkRepository(.bookmark, store: store)
        try await marks.add([makeComic(5, title: "Before")])
        try await marks.add([makeComic(5, title: "After")])

        #expect(try await store.savedAt(5) == day)
        #expect(try await store.comic(5)?.title == "After")
        #expect(try await store.markedNumbers() == [5])
        #expect(try await store.contains(5))
        #expect(try await !store.contains(6))
        #expect(try await store.savedAt(6) == nil)
    }

    @Test("removing some that are not bookmarked removes none, and names them")
    func removeIfAllExistIsAllOrNothing() async throws {
        let store = BookmarkStore(database: try AppDatabase.inMemory(), now: { day })
        try await MarkRepository(.bookmark, store: store).add([1, 2].map { makeComic($0) })

        #expect(try await store.removeIfAllExist([1, 3, 4]) == [3, 4])
        #expect(try await store.markedNumbers() == [1, 2])
        #expect(try await store.removeIfAllExist([1, 2]) == [])
        #expect(try await store.markedNumbers() == [])
    }

    @Test("pages run newest saved first and resume after a position; every comic comes with it")
    func pagesByPosition() async throws {
        let store = BookmarkStore(database: try AppDatabase.inMemory(), now: SteppingClock(start: day).now)
        try await MarkRepository(.bookmark, store: store).add([3, 1, 2].map { makeComic($0) })

        let first = try await store.comics(after: nil, limit: 2)
        #expect(first.map(\.number) == [2, 1])
        let rest = try await store.comics(after: try #require(first.last?.position), limit: 2)
        #expect(rest.map(\.number) == [3])
        #expect(try await store.allComics().map(\.number) == [2, 1, 3])
    }

    @Test("bookmarks whose comic is not cached are listed newest saved first")
    func numbersNotCached() async throws {
        let database = try AppDatabase.inMemory()
        let store = BookmarkStore(database: database)
        _ = try await database.importMarks(
            [MarkEntry(number: 7, markedAt: 1, line: 1), MarkEntry(number: 8, markedAt: 2, line: 2)], kind: .bookmark,
            now: day)

        #expect(try await store.numbersNotCached() == [8, 7])
        try await ComicCacheStore(database: database).cacheComics([makeComic(8)], fetchedAt: day)
        #expect(try await store.numbersNotCached() == [7])
    }
}
