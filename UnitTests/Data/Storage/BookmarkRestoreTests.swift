import ComicData
import Foundation
import Testing

/// Undo of a bookmark removal: the bookmark comes back with its first date, in its place.
@Suite("Restoring a removed bookmark")
struct BookmarkRestoreTests {
    @Test("the saved-at read before removal restores the bookmark to its place among the others")
    func restoresItsPlace() async throws {
        let clock = SteppingClock()
        let source = LocalComicDataSource(database: try AppDatabase.inMemory(), now: { clock.now() })
        for number in [1, 2, 3] { try await source.save(makeComic(number)) }
        #expect(try await source.allPages(size: 10) == [[3, 2, 1]])

        let savedAt = try #require(try await source.savedAt(2))
        try await source.remove(2)
        #expect(try await source.savedAt(2) == nil)
        #expect(try await source.allPages(size: 10) == [[3, 1]])

        try await source.restore(makeComic(2), savedAt: savedAt)
        #expect(try await source.savedAt(2) == savedAt)
        // Not on top, as a new bookmark would be: where it was.
        #expect(try await source.allPages(size: 10) == [[3, 2, 1]])
    }

    @Test("restoring one still bookmarked keeps its date")
    func stillBookmarked() async throws {
        let clock = SteppingClock()
        let source = LocalComicDataSource(database: try AppDatabase.inMemory(), now: { clock.now() })
        try await source.save(makeComic(5))
        let savedAt = try #require(try await source.savedAt(5))
        try await source.restore(makeComic(5), savedAt: savedAt.addingTimeInterval(-3600))
        #expect(try await source.savedAt(5) == savedAt)
    }
}
