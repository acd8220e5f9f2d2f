import ComicData
import ComicTestSupport
import Foundation
import Testing

/// Every mark this process sets goes through the mark repository: read
/// marks, `M`'s marks and a bookmark's undo show in every feed at once,
/// with no watcher running, and the store holds them.
@Suite("Mark repository: one write path", .timeLimit(.minutes(1)))
struct MarkRepositoryWriteTests {
    @Test("read marks set and taken away through the repository show at once and are stored")
    func readMarks() async throws {
        let store = ReadMarkStore(database: try AppDatabase.inMemory())
        let marks = MarkRepository(.read, store: store)
        await marks.prewarm()
        var changes = await marks.changes().makeAsyncIterator()
        #expect(await changes.next() == [])

        try await marks.setMarked(true, numbers: [3, 4])
        #expect(await changes.next() == [3, 4])
        try await marks.setMarked(false, numbers: [3])
        #expect(await changes.next() == [4])
        #expect(try await store.markedNumbers() == [4])
    }

    @Test("marking all at or below a number shows them all at once, 404 aside, and counts the new ones")
    func markAll() async throws {
        let store = ReadMarkStore(database: try AppDatabase.inMemory())
        let marks = MarkRepository(.read, store: store)
        await marks.prewarm()
        try await marks.setMarked(true, numbers: [400])
        #expect(try await marks.unmarkedCount(atOrBelow: 405) == 403)
        #expect(try await marks.markAll(atOrBelow: 405) == 403)
        let expected = Set(1...405).subtracting([404])
        #expect(await marks.markedNumbers == expected)
        #expect(try await store.markedNumbers() == expected)
        #expect(try await marks.markAll(atOrBelow: 0) == 0)
    }

    @Test("a bookmark's undo restores its date and shows it in every feed at once")
    func restore() async throws {
        let database = try AppDatabase.inMemory()
        let source = LocalComicDataSource(database: database)
        let marks = MarkRepository(.bookmark, store: BookmarkStore(database: database))
        await marks.prewarm()
        let savedAt = Date(timeIntervalSince1970: 1_600_000_000)
        try await marks.restore(SyntheticComic.comic(number: 7), savedAt: savedAt)
        #expect(await marks.markedNumbers == [7])
        #expect(try await marks.savedAt(7) == savedAt)
        #expect(try await source.comic(7)?.title == "Comic 7")
    }

    @Test("over the bookmark table itself: marking saves the comic dated now; unmarking keeps it cached")
    func bookmarkTable() async throws {
        let database = try AppDatabase.inMemory()
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let marks = MarkRepository(.bookmark, store: BookmarkStore(database: database, now: { now }))
        try await marks.setMarked(true, comic: SyntheticComic.comic(number: 9))
        #expect(try await marks.savedAt(9) == now)
        #expect(try await LocalComicDataSource(database: database).allComics().map(\.number) == [9])
        try await marks.setMarked(false, comic: SyntheticComic.comic(number: 9))
        #expect(await marks.markedNumbers == [])
        #expect(try await ComicCacheStore(database: database).cachedComic(9)?.title == "Comic 9")
    }

    @Test("a mark set before the marks were ever read shows the whole set, not the one change")
    func writeBeforeRead() async throws {
        let database = try AppDatabase.inMemory()
        try await database.bookmark([1, 2].map(SyntheticComic.comic(number:)))
        let bookmarks = database.bookmarkRepository()
        try await bookmarks.setMarked(true, comic: SyntheticComic.comic(number: 3))
        #expect(await bookmarks.markedNumbers == [1, 2, 3])

        let readDatabase = try AppDatabase.inMemory()
        try await readDatabase.markRead([5])
        let read = readDatabase.readMarkRepository()
        try await read.setMarked(true, numbers: [6])
        #expect(await read.markedNumbers == [5, 6])
    }
}
