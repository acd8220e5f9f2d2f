import Foundation
import GRDB

/// The person's bookmarks over the shared writer: the bookmark marks'
/// store, under `MarkRepository`, which alone calls its writes
/// (`BookmarkStore+MarkStore.swift`); `LocalComicDataSource` pages them for
/// the Bookmarks feed.
public struct BookmarkStore: Sendable {
    public let database: AppDatabase
    /// The clock that dates each new bookmark.
    let now: @Sendable () -> Date

    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    /// The numbers of every bookmarked comic, in one query.
    public func markedNumbers() async throws -> Set<Int> {
        try await database.read(Self.markedNumbers)
    }

    /// Every bookmarked comic, newest saved first, in one query.
    func allComics() async throws -> [Comic] {
        try await database.read { db in
            try BookmarkRecord.all()
                .newestSavedFirst()
                .including(required: BookmarkRecord.comic)
                .asRequest(of: BookmarkedComicRecord.self)
                .fetchAll(db)
        }.map(\.comic.comic)
    }

    /// When comic `number` was bookmarked; nil when it is not.
    func savedAt(_ number: Int) async throws -> Date? {
        try await database.read { db in
            try BookmarkRecord.fetchOne(db, key: number).map { Date(millisecondsSince1970: $0.savedAt) }
        }
    }

    func contains(_ number: Int) async throws -> Bool {
        try await database.read { db in try BookmarkRecord.exists(db, key: number) }
    }

    func comic(_ number: Int) async throws -> Comic? {
        try await database.read { db in
            try BookmarkRecord
                .filter(key: number)
                .including(required: BookmarkRecord.comic)
                .asRequest(of: BookmarkedComicRecord.self)
                .fetchOne(db)?.comic.comic
        }
    }

    /// Up to `limit` bookmarks after `position` (from the newest when nil),
    /// newest saved first, with the position of each and its comic (nil when
    /// not cached: imported offline, or a number that is no comic).
    func comics(after position: BookmarkPosition?, limit: Int) async throws
        -> [(comic: Comic?, number: Int, position: BookmarkPosition)]
    {
        let records = try await database.read { db in
            var request = BookmarkRecord.all()
            if let position { request = request.after(position) }
            return
                try request
                .newestSavedFirst()
                .limit(limit)
                .including(optional: BookmarkRecord.comic)
                .asRequest(of: BookmarkMaybeCachedRecord.self)
                .fetchAll(db)
        }
        return records.map { ($0.comic?.comic, $0.bookmark.comicNumber, $0.bookmark.position) }
    }

    /// Bookmarked numbers whose comic is not cached yet (imported, say),
    /// newest saved first.
    public func numbersNotCached() async throws -> [Int] {
        try await database.read { db in
            try BookmarkRecord
                .filter(!ComicRecord.select(ComicRecord.Columns.number).contains(BookmarkRecord.Columns.comicNumber))
                .newestSavedFirst()
                .select(BookmarkRecord.Columns.comicNumber, as: Int.self)
                .fetchAll(db)
        }
    }

    /// The bookmarked numbers now, then after every change (see `MarkStore.changes()`).
    public func changes() async throws -> AsyncStream<Set<Int>> {
        try await database.bookmarkWatcher.changes()
    }

    /// Watches the bookmarks, for every store over the same database, until cancelled.
    public func run() async {
        await database.bookmarkWatcher.run()
    }

    /// The numbers of every bookmarked comic: one query, for reads and observations.
    @Sendable static func markedNumbers(_ db: Database) throws -> Set<Int> {
        // In SQL: GRDB's first query-interface request of a connection loads
        // the whole schema (`PRAGMA database_list`, `sqlite_master`).
        try Int.fetchSet(db, sql: "SELECT comicNumber FROM bookmark")
    }
}
