import GRDB

/// A row of the `bookmark` table: a comic the person saved, and when.
struct BookmarkRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "bookmark"
    /// Spelled out: since "v3-read-marks" the schema has no foreign key to
    /// infer it from, as a bookmark may wait for its comic to be fetched.
    static let comic = belongsTo(
        ComicRecord.self, using: ForeignKey([Columns.comicNumber], to: [ComicRecord.Columns.number]))

    var comicNumber: Int
    /// Milliseconds since 1970.
    var savedAt: Int64

    enum Columns {
        static let comicNumber = Column(CodingKeys.comicNumber)
        static let savedAt = Column(CodingKeys.savedAt)
    }

    var position: BookmarkPosition {
        BookmarkPosition(savedAt: savedAt, comicNumber: comicNumber)
    }
}

/// A bookmark and its comic, fetched together.
struct BookmarkedComicRecord: Decodable, Sendable, FetchableRecord {
    var bookmark: BookmarkRecord
    var comic: ComicRecord
}

/// A bookmark and its comic when it is cached (an import made offline
/// keeps a bookmark before its comic is fetched).
struct BookmarkMaybeCachedRecord: Decodable, Sendable, FetchableRecord {
    var bookmark: BookmarkRecord
    var comic: ComicRecord?
}

extension DerivableRequest<BookmarkRecord> {
    /// Newest saved first; of two saved in the same millisecond, the higher number first.
    func newestSavedFirst() -> Self {
        order(BookmarkRecord.Columns.savedAt.desc, BookmarkRecord.Columns.comicNumber.desc)
    }

    /// The bookmarks that come after `position` in newest-saved-first order.
    func after(_ position: BookmarkPosition) -> Self {
        // One row-value comparison, so SQLite walks the (savedAt, comicNumber) index from there.
        filter(
            literal: """
                (\(BookmarkRecord.Columns.savedAt), \(BookmarkRecord.Columns.comicNumber)) \
                < (\(position.savedAt), \(position.comicNumber))
                """)
    }
}
