import Foundation
import GRDB

/// A cached comic's `img`, as sync asks for its image.
public struct ComicImageAddress: Sendable, Hashable {
    public let comicNumber: Int
    public let img: String

    public init(comicNumber: Int, img: String) {
        self.comicNumber = comicNumber
        self.img = img
    }
}

/// An image fetched and decoded, waiting to be saved as kept.
public struct KeptImage: Sendable {
    public let comicNumber: Int
    public let url: String
    public let image: SavedImage

    public init(comicNumber: Int, url: String, image: SavedImage) {
        self.comicNumber = comicNumber
        self.url = url
        self.image = image
    }
}

/// Images kept for offline reading (`xkcd sync --images`): never evicted.
extension ImageStore {
    /// Cached comics whose image is not kept yet, newest first.
    public func comicsWithoutKeptImages() async throws -> [ComicImageAddress] {
        try await database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT number, img FROM comic
                    WHERE number NOT IN (SELECT comicNumber FROM comicImage WHERE isKept = 1)
                    ORDER BY number DESC
                    """
            ).map { ComicImageAddress(comicNumber: $0["number"], img: $0["img"]) }
        }
    }

    /// Marks the images already saved (in the cache) at these addresses as
    /// kept, in one transaction; returns the comics whose image needs no fetch.
    public func keepSavedImages(_ urls: [Int: String]) async throws -> Set<Int> {
        try await database.write { db in
            var kept: Set<Int> = []
            let statement = try db.makeStatement(
                sql: "UPDATE comicImage SET isKept = 1 WHERE comicNumber = ? AND url = ?")
            for (number, url) in urls {
                try statement.execute(arguments: [number, url])
                if db.changesCount > 0 { kept.insert(number) }
            }
            return kept
        }
    }

    /// Saves `images` as kept, replacing any other image saved for their
    /// comics. One transaction.
    public func saveKeptImages(_ images: [KeptImage], savedAt: Date = Date()) async throws {
        let time = savedAt.millisecondsSince1970
        try await database.write { db in
            let replace = try db.makeStatement(sql: "DELETE FROM comicImage WHERE comicNumber = ? AND url <> ?")
            let insert = try db.makeStatement(
                sql: """
                    INSERT INTO comicImage
                        (comicNumber, url, bytes, byteCount, width, height, savedAt, lastUsedAt, isKept)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)
                    ON CONFLICT (comicNumber, url) DO UPDATE SET
                        bytes = excluded.bytes, byteCount = excluded.byteCount, width = excluded.width,
                        height = excluded.height, savedAt = excluded.savedAt, isKept = 1
                    """)
            for kept in images {
                try replace.execute(arguments: [kept.comicNumber, kept.url])
                let image = kept.image
                try insert.execute(arguments: [
                    kept.comicNumber, kept.url, image.bytes, image.bytes.count, image.width, image.height, time, time,
                ])
            }
        }
    }

    /// How many images are kept for offline reading, and their bytes.
    public func keptImageUsage() async throws -> (images: Int, bytes: Int) {
        try await database.read { db in
            let row = try Row.fetchOne(
                db,
                sql: "SELECT count(*) AS images, COALESCE(SUM(byteCount), 0) AS bytes FROM comicImage WHERE isKept = 1")
            return (row.map { $0["images"] as Int } ?? 0, row.map { $0["bytes"] as Int } ?? 0)
        }
    }
}
