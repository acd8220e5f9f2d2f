import GRDB

// Cached comics not read yet: the Unread feed, and random picks among them.
extension AppDatabase {
    /// Up to `limit` cached, unread comics numbered below `number`, highest first.
    func unreadCachedComics(below number: Int, limit: Int) async throws -> [Comic] {
        try await read { db in
            try ComicRecord
                .filter(ComicRecord.Columns.number < number)
                .unread()
                .newestFirst()
                .limit(limit)
                .fetchAll(db)
        }.map(\.comic)
    }

    /// Comic `number` if it is cached and not read.
    func unreadCachedComic(_ number: Int) async throws -> Comic? {
        try await read { db in try ComicRecord.filter(key: number).unread().fetchOne(db) }?.comic
    }
}

extension DerivableRequest<ComicRecord> {
    /// The comics without a read mark.
    func unread() -> Self {
        filter(!ReadMarkRecord.select(ReadMarkRecord.Columns.comicNumber).contains(ComicRecord.Columns.number))
    }
}
