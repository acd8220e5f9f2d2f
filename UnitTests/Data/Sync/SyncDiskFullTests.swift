import ComicData
import ComicTestSupport
import Foundation
import GRDB
import Testing

@testable import ComicData

@Suite("A disk that fills part way through a sync", .timeLimit(.minutes(1)))
struct SyncDiskFullTests {
    @Test("the error says how many comics were saved before the disk filled, and they are there")
    func saysWhatWasKept() async throws {
        let database = try AppDatabase.inMemory()
        // Room for a few batches, not for 400 comics.
        _ = try await database.write { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 1
            try db.execute(sql: "PRAGMA max_page_count = \(pages + 30)")
        }
        let client = ScriptedNetworkClient(archive: .synthetic(through: 400, missing: [404]))
        let sync = ArchiveSync(
            remote: ComicAPIClient(client: client, configuration: .init(baseURL: URL(string: "https://x.test")!)),
            database: database, configuration: .init(concurrency: 4, batchSize: 10))

        let error = await #expect(throws: StorageError.self) { try await sync.run() }

        let kept = try await database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM comic") ?? 0 }
        #expect(kept > 0 && kept < 400)
        #expect(error == .failed(path: ":memory:", reason: "the disk is full after saving \(kept) comics"))
    }

    @Test("nothing saved before the failure: still 'nothing was changed'")
    func nothingKept() {
        let full = StorageError.failed(path: "db", reason: "the disk is full; nothing was changed")
        #expect(full.afterSaving(0, "comic") == full)
        #expect(full.afterSaving(1, "image").description == "db: the disk is full after saving 1 image")
        #expect(
            full.afterSaving(1_100, "comic").description == "db: the disk is full after saving 1,100 comics")
    }
}
