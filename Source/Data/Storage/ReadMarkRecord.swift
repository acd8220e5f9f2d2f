import GRDB

/// A row of the `readMark` table: a comic the person opened, and when first.
///
/// No foreign key to `comic`: marks imported from a file, or set by "mark
/// everything below", may name comics not cached yet.
struct ReadMarkRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "readMark"

    var comicNumber: Int
    /// Milliseconds since 1970.
    var readAt: Int64

    enum Columns {
        static let comicNumber = Column(CodingKeys.comicNumber)
        static let readAt = Column(CodingKeys.readAt)
    }
}
