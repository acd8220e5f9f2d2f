import Foundation
import GRDB

/// The bookmark table's writes: `MarkRepository` is their only caller, so a
/// key press, a command and an import reach SQLite through one door.
extension BookmarkStore: MarkImporting, ComicMarkStore {
    /// Marking saves the comic, dated now; unmarking removes the bookmark (the comic stays cached).
    public func setMarked(_ isMarked: Bool, comic: Comic) async throws {
        if isMarked { try await add([comic]) } else { try await remove([comic.number]) }
    }

    /// Caches comics and bookmarks them, dated in order by the clock, all in
    /// one transaction. A comic already bookmarked keeps its first saved-at
    /// date; its data is refreshed.
    func add(_ comics: [Comic]) async throws {
        let dated = comics.map { ($0, now()) }
        try await database.write { db in
            for (comic, savedAt) in dated {
                try ComicCacheStore.write(comic, fetchedAt: savedAt, in: db)
                _ = try Self.insert(comic.number, savedAt: savedAt.millisecondsSince1970, in: db)
            }
        }
    }

    /// Bookmarks a comic again with the date it was first saved (an undo).
    /// Its cached row is left as it is, fetched-at time included (search's
    /// coverage reads it); one no longer cached is cached as fetched now.
    func restore(_ comic: Comic, savedAt: Date) async throws {
        let fetchedAt = now()
        try await database.write { db in
            if try !ComicRecord.exists(db, key: comic.number) {
                try ComicCacheStore.write(comic, fetchedAt: fetchedAt, in: db)
            }
            _ = try Self.insert(comic.number, savedAt: savedAt.millisecondsSince1970, in: db)
        }
    }

    public func importMarks(_ entries: [MarkEntry], now: Date) async throws -> MarkImportSummary {
        try await database.write { db in
            try MarkImportSummary.inserting(entries, now: now) { try Self.insert($0, savedAt: $1, in: db) }
        }
    }

    /// Removes bookmarks; the comics stay in the cache.
    func remove(_ numbers: [Int]) async throws {
        _ = try await database.write { db in try BookmarkRecord.deleteAll(db, keys: numbers) }
    }

    /// Removes every one of `numbers`, or, when some are not bookmarked,
    /// nothing: checked and removed in one transaction. Returns the numbers
    /// that were not bookmarked.
    func removeIfAllExist(_ numbers: [Int]) async throws -> [Int] {
        try await database.write { db in
            let saved =
                try BookmarkRecord
                .filter(keys: numbers)
                .select(BookmarkRecord.Columns.comicNumber, as: Int.self)
                .fetchSet(db)
            let missing = numbers.filter { !saved.contains($0) }
            if missing.isEmpty { try BookmarkRecord.deleteAll(db, keys: numbers) }
            return missing
        }
    }

    /// The one statement that adds a bookmark; one there already keeps its
    /// time. True when it added one.
    private static func insert(_ number: Int, savedAt: Int64, in db: Database) throws -> Bool {
        try db.cachedStatement(
            sql: """
                INSERT INTO bookmark (comicNumber, savedAt) VALUES (?, ?)
                ON CONFLICT (comicNumber) DO NOTHING
                """
        ).execute(arguments: [number, savedAt])
        return db.changesCount > 0
    }
}
