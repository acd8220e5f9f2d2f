import Foundation
import Testing

@testable import ComicData

/// Undo of a bookmark removal: the bookmark comes back with its first date, in its place.
@Suite("Restoring a removed bookmark")
struct BookmarkRestoreTests {
    @Test("the saved-at read before removal restores the bookmark to its place among the others")
    func restoresItsPlace() async throws {
        let clock = SteppingClock()
        let database = try AppDatabase.inMemory()
        let (source, marks) = (LocalComicDataSource(database: database), database.bookmarkRepository(now: clock.now))
        for number in [1, 2, 3] { try await marks.add([makeComic(number)]) }
        #expect(try await source.allPages(size: 10) == [[3, 2, 1]])

        let savedAt = try #require(try await marks.savedAt(2))
        try await marks.remove(exactly: [2])
        #expect(try await marks.savedAt(2) == nil)
        #expect(try await source.allPages(size: 10) == [[3, 1]])

        try await marks.restore(makeComic(2), savedAt: savedAt)
        #expect(try await marks.savedAt(2) == savedAt)
        // Not on top, as a new bookmark would be: where it was.
        #expect(try await source.allPages(size: 10) == [[3, 2, 1]])
    }

    @Test("restoring one still bookmarked keeps its date")
    func stillBookmarked() async throws {
        let clock = SteppingClock()
        let marks = try AppDatabase.inMemory().bookmarkRepository(now: clock.now)
        try await marks.add([makeComic(5)])
        let savedAt = try #require(try await marks.savedAt(5))
        try await marks.restore(makeComic(5), savedAt: savedAt.addingTimeInterval(-3600))
        #expect(try await marks.savedAt(5) == savedAt)
    }

    @Test("an undo leaves the comic's fetched-at time, which search's coverage reads, as it was")
    func keepsFetchedAt() async throws {
        // Given comic 11 bookmarked long ago, a sync since told of newest 10, and 11 fetched again after it
        let database = try AppDatabase.inMemory()
        let marks = database.bookmarkRepository(now: { SteppingClock.start })
        try await marks.add([makeComic(11)])
        let savedAt = try #require(try await marks.savedAt(11))
        let syncedAt = SteppingClock.start.addingTimeInterval(3_600)
        try await SyncStateStore(database: database).noteNewest(10, at: syncedAt)
        let fetchedAt = syncedAt.addingTimeInterval(60)
        try await ComicCacheStore(database: database).cacheComics([makeComic(11)], fetchedAt: fetchedAt)
        let coverage = try await SearchIndex(database: database).coverage()
        #expect(coverage.archiveCount == 11)

        // When the bookmark is removed and the removal undone
        try await marks.remove(exactly: [11])
        try await marks.restore(makeComic(11), savedAt: savedAt)

        // Then the bookmark has its old date, the comic its fetched-at time, search its coverage
        #expect(try await marks.savedAt(11) == savedAt)
        let stored = try await database.read { db in try ComicRecord.fetchOne(db, key: 11)?.fetchedAt }
        #expect(stored == fetchedAt.millisecondsSince1970)
        #expect(try await SearchIndex(database: database).coverage() == coverage)
    }
}
