import Foundation
import GRDB

/// What a whole-archive sync needs from the cache, over the shared writer:
/// what it holds, and batches written as they come.
public struct SyncStateStore: Sendable {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Numbers a sync need not fetch: cached comics, and numbers the API
    /// said do not exist.
    func syncedNumbers() async throws -> Set<Int> {
        try await database.read { db in
            try Int.fetchSet(db, sql: "SELECT number FROM comic UNION SELECT number FROM missingComic")
        }
    }

    /// One batch of a sync in one transaction: the comics (and so their
    /// search rows) and the numbers found not to exist. A sync killed at any
    /// moment keeps every batch committed before it.
    func storeBatch(comics: [Comic], missing: [Int], fetchedAt: Date) async throws {
        try await database.write { db in
            for comic in comics {
                try ComicRecord(comic, fetchedAt: fetchedAt).upsert(db)
            }
            let insertMissing = try db.cachedStatement(
                sql: """
                    INSERT INTO missingComic (number, checkedAt) VALUES (?, ?)
                    ON CONFLICT (number) DO UPDATE SET checkedAt = excluded.checkedAt
                    """)
            for number in missing {
                try insertMissing.execute(arguments: [number, fetchedAt.millisecondsSince1970])
            }
        }
    }
}
