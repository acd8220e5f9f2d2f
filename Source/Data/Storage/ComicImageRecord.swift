import Foundation
import GRDB

/// A row of the `comicImage` table: one comic's image bytes as fetched, and
/// when they were saved and last shown (for least-recently-used eviction).
struct ComicImageRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "comicImage"

    var comicNumber: Int
    var url: String
    var bytes: Data
    var byteCount: Int
    var width: Int
    var height: Int
    /// Milliseconds since 1970.
    var savedAt: Int64
    /// Milliseconds since 1970.
    var lastUsedAt: Int64

    enum Columns {
        static let comicNumber = Column(CodingKeys.comicNumber)
        static let url = Column(CodingKeys.url)
        static let lastUsedAt = Column(CodingKeys.lastUsedAt)
    }
}
