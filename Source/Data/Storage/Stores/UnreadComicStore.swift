import GRDB

/// The cached comics without a read mark, over the shared writer: the
/// Unread feed's queries, one keyset each way (by number, never OFFSET).
public struct UnreadComicStore: Sendable {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Up to `limit` unread comics numbered below `number`, newest first.
    func comics(below number: Int, limit: Int) async throws -> [Comic] {
        try await database.read { db in
            try ComicRecord
                .filter(ComicRecord.Columns.number < number)
                .unread()
                .newestFirst()
                .limit(limit)
                .fetchAll(db)
        }.map(\.comic)
    }

    /// Up to `limit` unread comics numbered `number` or above, nearest first (oldest first).
    func comics(atOrAbove number: Int, limit: Int) async throws -> [Comic] {
        try await database.read { db in
            try ComicRecord
                .filter(ComicRecord.Columns.number >= number)
                .unread()
                .order(ComicRecord.Columns.number.asc)
                .limit(limit)
                .fetchAll(db)
        }.map(\.comic)
    }

    /// Comic `number` if it is cached and not read.
    func comic(_ number: Int) async throws -> Comic? {
        try await database.read { db in try ComicRecord.filter(key: number).unread().fetchOne(db) }?.comic
    }
}

extension DerivableRequest<ComicRecord> {
    /// The comics without a read mark.
    func unread() -> Self {
        filter(!ReadMarkRecord.select(ReadMarkRecord.Columns.comicNumber).contains(ComicRecord.Columns.number))
    }
}
