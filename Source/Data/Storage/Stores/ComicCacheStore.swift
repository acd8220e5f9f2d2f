import Foundation
import GRDB

/// Every comic fetched so far, over the shared writer: the cache the data
/// sources serve cached pages from.
public struct ComicCacheStore: ComicCache {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Stores comics in one transaction, replacing cached values: all are
    /// stored, or none when one is refused (a number below 1, say).
    /// Bookmarks are never touched. The commit has no sync of its own: the
    /// server has every comic again (`writeRefetchable`).
    public func cacheComics(_ comics: [Comic], fetchedAt: Date = Date()) async throws {
        try await database.writeRefetchable { db in
            for comic in comics {
                try Self.write(comic, fetchedAt: fetchedAt, in: db)
            }
        }
    }

    /// The one way a comic's row is written, by the cache, bookmarks and sync
    /// alike, inside the caller's transaction: text bound as bytes (an
    /// embedded NUL survives) and updated in place, where INSERT OR REPLACE
    /// would delete the row first and trip the bookmark's foreign key.
    static func write(_ comic: Comic, fetchedAt: Date, in db: Database) throws {
        // Cleaning again from the record would double the CPU of a whole-archive sync.
        try ComicRecord(comic, fetchedAt: fetchedAt).upsertKeepingText(db, cleaned: comic)
    }

    /// Comic `number` from the cache, bookmarked or not.
    public func cachedComic(_ number: Int) async throws -> Comic? {
        try await database.read { db in try ComicRecord.fetchOne(db, key: number) }?.comic
    }

    /// Whether a sync recorded `number` as no comic.
    public func isKnownMissing(_ number: Int) async throws -> Bool {
        try await database.read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM missingComic WHERE number = ?)", arguments: [number])
                ?? false
        }
    }

    /// Up to `limit` cached comics numbered below `number`, highest first.
    public func cachedComics(below number: Int, limit: Int) async throws -> [Comic] {
        try await database.read { db in
            try ComicRecord
                .filter(ComicRecord.Columns.number < number)
                .newestFirst()
                .limit(limit)
                .fetchAll(db)
        }.map(\.comic)
    }

    /// Up to `limit` cached comics numbered above `number`, the lowest of them, highest first.
    public func cachedComics(above number: Int, limit: Int) async throws -> [Comic] {
        try await database.read { db in
            try ComicRecord
                .filter(ComicRecord.Columns.number > number)
                .order(ComicRecord.Columns.number.asc)
                .limit(limit)
                .fetchAll(db)
        }.reversed().map(\.comic)
    }

    /// The highest comic number in the cache; nil when it is empty.
    public func highestCachedNumber() async throws -> Int? {
        try await database.read { db in
            try ComicRecord.select(max(ComicRecord.Columns.number), as: Int.self).fetchOne(db)
        }
    }

    /// Every cached comic's number, highest first.
    public func cachedComicNumbers() async throws -> [Int] {
        try await database.read { db in
            try ComicRecord.select(ComicRecord.Columns.number, as: Int.self).order(ComicRecord.Columns.number.desc)
                .fetchAll(db)
        }
    }
}
