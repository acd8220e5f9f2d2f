import Foundation

/// The person's bookmarks, kept in the SQLite database: the Bookmarks feed's
/// source. It only reads: bookmarks are written through `MarkRepository`.
///
/// Pages run newest saved first (of two saved in the same millisecond, the
/// higher number first) and resume from a keyset position, so saving or
/// removing between two pages skips and repeats nothing. While `run()`
/// runs, `changes()` also sees bookmarks changed by other `xkcd` processes
/// sharing the file (the database's `ChangePolling` says how soon); every
/// store over one database shares one watcher.
public struct LocalComicDataSource: MutableComicDataSource {
    public typealias PageBookmark = BookmarkPosition

    public let database: AppDatabase
    private let store: BookmarkStore

    public init(database: AppDatabase) {
        self.database = database
        store = BookmarkStore(database: database)
    }

    public func prewarm() async throws {
        try await database.prewarm()
    }

    public func firstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        try await page(after: nil, size: size)
    }

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        try await page(after: Optional(bookmark), size: size)
    }

    /// Whether comic `number` is bookmarked.
    public func contains(_ number: Int) async throws -> Bool {
        try await store.contains(number)
    }

    /// Comic `number` if it is bookmarked; `ComicCacheStore.cachedComic` reads any cached comic.
    public func comic(_ number: Int) async throws -> Comic? {
        try await store.comic(number)
    }

    /// Every bookmarked comic, newest saved first.
    public func allComics() async throws -> [Comic] {
        try await store.allComics()
    }

    /// The bookmarked numbers, in one query.
    public func markedNumbers() async throws -> Set<Int> {
        try await store.markedNumbers()
    }

    public func changes() async throws -> AsyncStream<Set<Int>> {
        try await store.changes()
    }

    /// Watches the bookmarks, for this and every other store over the same
    /// database, until the calling task is cancelled.
    public func run() async {
        await store.run()
    }

    /// A page of bookmarks; one whose comic is not cached is a failure in
    /// its place, so the person sees it and can remove it.
    private func page(after position: BookmarkPosition?, size: Int) async throws -> ComicPage<PageBookmark> {
        let size = max(1, size)
        let rows = try await store.comics(after: position, limit: size + 1)
        let pageRows = rows.prefix(size)
        var comics: [Comic] = []
        var failures: [ComicFailure] = []
        var previous = position?.comicNumber ?? 0
        for row in pageRows {
            if let comic = row.comic {
                comics.append(comic)
            } else {
                failures.append(ComicFailure(number: row.number, reason: .notFetched(row.number), follows: previous))
            }
            previous = row.number
        }
        return ComicPage(
            comics: comics, failures: failures, nextPageBookmark: rows.count > size ? pageRows.last?.position : nil)
    }
}
