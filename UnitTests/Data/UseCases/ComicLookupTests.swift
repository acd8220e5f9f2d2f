import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// `show`'s decisions, in process: by number, newest, random, random unread.
@Suite("Comic lookup")
struct ComicLookupTests {
    static func lookup(
        _ database: AppDatabase, comics: [Int], isOffline: Bool = false
    ) async throws -> ComicLookup<InMemoryComicDataSource, ComicCacheStore> {
        let cached = comics.map { makeComic($0) }
        try await ComicCacheStore(database: database).cacheComics(cached)
        let source = InMemoryComicDataSource(comics: cached)
        return ComicLookup(
            library: ComicLibrary(source: source),
            random: RandomComicPicker(source: source, cache: ComicCacheStore(database: database)),
            database: database, isOffline: isOffline)
    }

    @Test("by number and the newest, with the comic's marks")
    func numberAndNewest() async throws {
        let database = try AppDatabase.inMemory()
        let lookup = try await Self.lookup(database, comics: [1, 2, 3])
        try await database.markRead([2])
        let two = try await lookup.find(.number(2))
        #expect(two.comic.number == 2 && two.isRead && !two.isBookmarked && two.note == nil)
        #expect(try await lookup.find(.latest).comic.number == 3)
        await #expect(throws: ComicQueryError.noComic(9)) { try await lookup.find(.number(9)) }
    }

    @Test("random unread leaves the read ones out, and says so when every one is read")
    func randomUnread() async throws {
        let database = try AppDatabase.inMemory()
        let lookup = try await Self.lookup(database, comics: [1, 2, 3])
        try await database.markRead([1, 3])
        for _ in 0..<10 {
            #expect(try await lookup.find(.random(unread: true)).comic.number == 2)
        }
        try await database.markRead([2])
        await #expect(throws: ComicQueryError.everyComicRead(amongCached: false)) {
            try await lookup.find(.random(unread: true))
        }
    }
}
