import Foundation
import GRDB

/// A comic image's bytes as saved, with the size its header gave.
public struct SavedImage: Sendable, Hashable {
    public let bytes: Data
    public let width: Int
    public let height: Int

    public init(bytes: Data, width: Int, height: Int) {
        self.bytes = bytes
        self.width = width
        self.height = height
    }
}

/// Comic images over the shared writer: every bookmarked comic's image is
/// kept, and every image saved for offline reading (`isKept`); the others
/// are a least-recently-used cache capped by their total size.
public struct ImageStore: Sendable {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The saved image of comic `number` at `url`, marked as used at `usedAt`; nil when not saved.
    public func savedImage(comic number: Int, url: String, usedAt: Date = Date()) async throws -> SavedImage? {
        try await database.write { db in
            guard let record = try ComicImageRecord.fetchOne(db, key: ["comicNumber": number, "url": url]) else {
                return nil
            }
            try db.execute(
                sql: "UPDATE comicImage SET lastUsedAt = ? WHERE comicNumber = ? AND url = ?",
                arguments: [usedAt.millisecondsSince1970, number, url])
            return SavedImage(bytes: record.bytes, width: record.width, height: record.height)
        }
    }

    /// Saves comic `number`'s image, replacing any other image saved for it
    /// (an `img` that changed) unless it is one of the comic's larger
    /// versions (`imageVersion`), or unless `replacing` is false; then evicts the least recently used images of unbookmarked comics
    /// until theirs total at most `unbookmarkedCapacity` bytes. One transaction.
    public func saveImage(
        _ image: SavedImage, comic number: Int, url: String, savedAt: Date = Date(), unbookmarkedCapacity: Int,
        replacing: Bool = true
    ) async throws {
        try await database.write { db in
            if replacing {
                try db.execute(
                    sql: """
                        DELETE FROM comicImage WHERE comicNumber = ? AND url != ?
                        AND url NOT IN (SELECT found FROM imageVersion WHERE found IS NOT NULL)
                        """,
                    arguments: [number, url])
            }
            let time = savedAt.millisecondsSince1970
            try ComicImageRecord(
                comicNumber: number, url: url, bytes: image.bytes, byteCount: image.bytes.count,
                width: image.width, height: image.height, savedAt: time, lastUsedAt: time
            ).upsert(db)
            try Self.evictImages(db, keepingUnbookmarkedBytes: unbookmarkedCapacity)
        }
    }

    /// Evicts least recently used images of unbookmarked comics until theirs
    /// total at most `capacity` bytes; bookmarked comics' images are never evicted.
    public func evictImages(keepingUnbookmarkedBytes capacity: Int) async throws {
        try await database.write { db in try Self.evictImages(db, keepingUnbookmarkedBytes: capacity) }
    }

    /// The bookmarked comics with no saved image, newest saved first.
    public func bookmarkedComicsWithoutImages() async throws -> [Comic] {
        try await database.read { db in
            try BookmarkRecord
                .filter(
                    sql: "NOT EXISTS (SELECT 1 FROM comicImage WHERE comicImage.comicNumber = bookmark.comicNumber)"
                )
                .newestSavedFirst()
                .including(required: BookmarkRecord.comic)
                .asRequest(of: BookmarkedComicRecord.self)
                .fetchAll(db)
        }.map(\.comic.comic)
    }

    /// The numbers of the comics with a saved image, and the bytes they take.
    public func savedImageSizes() async throws -> [Int: Int] {
        try await database.read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT comicNumber, SUM(byteCount) AS size FROM comicImage GROUP BY comicNumber")
            return Dictionary(uniqueKeysWithValues: rows.map { ($0["comicNumber"] as Int, $0["size"] as Int) })
        }
    }

    private static func evictImages(_ db: Database, keepingUnbookmarkedBytes capacity: Int) throws {
        // A running total from the most recently used down: whatever lies
        // past the capacity goes. Ties in time go by rowid, newest kept.
        try db.execute(
            sql: """
                DELETE FROM comicImage WHERE rowid IN (
                    SELECT rowid FROM (
                        SELECT rowid, SUM(byteCount) OVER (
                            ORDER BY lastUsedAt DESC, rowid DESC ROWS UNBOUNDED PRECEDING) AS runningTotal
                        FROM comicImage
                        WHERE isKept = 0 AND comicNumber NOT IN (SELECT comicNumber FROM bookmark))
                    WHERE runningTotal > ?)
                """,
            arguments: [max(0, capacity)])
    }
}
