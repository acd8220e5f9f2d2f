import Foundation
import Testing

@testable import ComicData

@Suite("What a sync has stored", .timeLimit(.minutes(1)))
struct SyncStateStoreTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("a batch stores its comics and the numbers found missing; the comics and 404 count as synced")
    func batchIsSynced() async throws {
        let database = try AppDatabase.inMemory()
        let store = SyncStateStore(database: database)
        #expect(try await store.syncedNumbers() == [])

        try await store.storeBatch(comics: [makeComic(3), makeComic(5)], missing: [4, 404], fetchedAt: now)

        // 4's 404 may have passed: the next sync asks again. xkcd has no 404.
        #expect(try await store.syncedNumbers() == [3, 5, 404])
        #expect(try await ComicCacheStore(database: database).cachedComicNumbers() == [5, 3])
    }

    @Test("a refused comic stores nothing of its batch")
    func batchIsOneTransaction() async throws {
        let database = try AppDatabase.inMemory()
        let store = SyncStateStore(database: database)
        await #expect(throws: StorageError.self) {
            try await store.storeBatch(comics: [makeComic(3), makeComic(0)], missing: [4], fetchedAt: now)
        }
        #expect(try await store.syncedNumbers() == [])
    }
}
