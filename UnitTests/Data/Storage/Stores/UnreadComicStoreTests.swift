import Foundation
import Testing

@testable import ComicData

/// The Unread feed's queries, in their store: cached comics without a read mark, by number each way.
@Suite("Unread comic store")
struct UnreadComicStoreTests {
    /// Comics 1 to 6 cached, 2 and 4 read.
    func store() async throws -> UnreadComicStore {
        let database = try AppDatabase.inMemory()
        try await ComicCacheStore(database: database).cacheComics((1...6).map { makeComic($0) })
        try await database.markRead([2, 4])
        return UnreadComicStore(database: database)
    }

    @Test("below a number: the unread ones, newest first, up to the limit")
    func below() async throws {
        let store = try await store()
        #expect(try await store.comics(below: 6, limit: 10).map(\.number) == [5, 3, 1])
        #expect(try await store.comics(below: Int.max, limit: 2).map(\.number) == [6, 5])
    }

    @Test("at or above a number: the unread ones, nearest first")
    func atOrAbove() async throws {
        let store = try await store()
        #expect(try await store.comics(atOrAbove: 2, limit: 2).map(\.number) == [3, 5])
        #expect(try await store.comics(atOrAbove: 7, limit: 2).isEmpty)
    }

    @Test("one comic: there when cached and unread")
    func one() async throws {
        let store = try await store()
        #expect(try await store.comic(3)?.number == 3)
        #expect(try await store.comic(4) == nil, "read")
        #expect(try await store.comic(9) == nil, "not cached")
    }
}
