import Foundation

/// The person's bookmarks, kept in the SQLite database: the Bookmarks feed's source.
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
    private let now: @Sendable () -> Date

    /// - Parameter now: the clock that dates each saved bookmark.
    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        store = BookmarkStore(database: database)
        self.now = now
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

    /// Bookmarks a comic; saving it again keeps its first date.
    public func save(_ comic: Comic) async throws {
        try await save(contentsOf: [comic])
    }

    /// Bookmarks comics in one transaction, dated in order by the clock.
    public func save(contentsOf comics: [Comic]) async throws {
        try await store.save(comics.map { ($0, now()) })
    }

    /// When comic `number` was bookmarked; nil when it is not.
    public func savedAt(_ number: Int) async throws -> Date? {
        try await store.savedAt(number)
    }

    /// Bookmarks a comic again with the date it was first saved (undo of a
    /// removal), so it returns to its place among the bookmarks. One still
    /// bookmarked keeps its date.
    public func restore(_ comic: Comic, savedAt: Date) async throws {
        try await store.save([(comic, savedAt)])
    }

    public func remove(_ number: Int) async throws {
        try await store.remove([number])
    }

    /// Removes bookmarks in one transaction: all of them or, on failure, none.
    public func remove(contentsOf numbers: [Int]) async throws {
        try await store.remove(numbers)
    }

    /// Removes bookmarks in one transaction: every one of them, or none when
    /// one is not bookmarked (checked in the same transaction).
    ///
    /// - Throws: `ComicQueryError.notBookmarked` with the numbers that are not.
    public func remove(exactly numbers: [Int]) async throws {
        let missing = try await store.removeIfAllExist(numbers)
        guard missing.isEmpty else { throw ComicQueryError.notBookmarked(missing) }
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
