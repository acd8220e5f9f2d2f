import Foundation
import GRDB

/// What a whole-archive sync needs from the cache, over the shared writer:
/// what it holds, and batches written as they come.
public struct SyncStateStore: Sendable {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Numbers a sync need not fetch: cached comics, and the numbers xkcd
    /// skipped on purpose once the API said so. Any other 404 may have been
    /// a passing fault: it is recorded, and asked again by the next sync.
    func syncedNumbers() async throws -> Set<Int> {
        let absent = Comic.missingNumbers.sorted()
        return try await database.read { db in
            try Int.fetchSet(
                db,
                sql: "SELECT number FROM comic UNION SELECT number FROM missingComic WHERE number IN "
                    + "(\(absent.map(String.init).joined(separator: ",")))")
        }
    }

    /// Numbers from 1 to `newest` (of `wanted` only, when given) that are
    /// neither cached nor skipped by xkcd.
    func lackingCount(through newest: Int, among wanted: Set<Int>? = nil) async throws -> Int {
        if let wanted {
            let asked = wanted.filter { (1...newest).contains($0) && !Comic.missingNumbers.contains($0) }
            let cached = try await database.read { db in try Int.fetchSet(db, sql: "SELECT number FROM comic") }
            return asked.subtracting(cached).count
        }
        let cached = try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM comic WHERE number BETWEEN 1 AND ?", arguments: [newest])
                ?? 0
        }
        return max(0, newest - Comic.missingNumbers.filter { $0 <= newest }.count - cached)
    }

    /// The `readerState` keys of the newest number the last sync was told of, and when.
    static let newestKey = "sync.newest"
    static let newestAtKey = "sync.newestAt"

    /// Remembers the newest number a sync was told of: the archive that
    /// search counts ends there, even when comics above it were cached before
    /// the newest moved back (comics cached after it still count).
    func noteNewest(_ number: Int, at time: Date) async throws {
        try await database.write { db in
            try ReaderStateStore.set(Self.newestKey, to: Int64(number), in: db)
            try ReaderStateStore.set(Self.newestAtKey, to: time.millisecondsSince1970, in: db)
        }
    }

    /// One batch of a sync in one transaction: the comics (and so their
    /// search rows) and the numbers found not to exist. A sync killed at any
    /// moment keeps every batch committed before it.
    func storeBatch(comics: [Comic], missing: [Int], fetchedAt: Date) async throws {
        try await database.write { db in
            for comic in comics {
                try ComicCacheStore.write(comic, fetchedAt: fetchedAt, in: db)
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
