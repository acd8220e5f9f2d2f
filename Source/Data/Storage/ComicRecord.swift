import Foundation
import GRDB

/// A row of the `comic` table: the API's raw values, and when they were fetched.
///
/// Raw, not cleaned: `comic` rebuilds the cleaned `Comic` on every read, so a
/// better cleaner applies to the whole cache without refetching.
struct ComicRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "comic"

    var number: Int
    var title: String
    var safeTitle: String
    var alt: String
    var img: String
    var transcript: String
    var link: String
    var news: String
    var year: String
    var month: String
    var day: String
    /// Milliseconds since 1970.
    var fetchedAt: Int64

    enum Columns {
        static let number = Column(CodingKeys.number)
        static let fetchedAt = Column(CodingKeys.fetchedAt)
    }

    /// Text is cut in SQL, as bytes, a little past its cap (`comic` cuts it
    /// to the cap on a character boundary): a 100 MB title cached by a
    /// damaged or hostile file is read once by SQLite, never copied whole into ours.
    static var databaseSelection: [any SQLSelectable] {
        [Columns.number]
            + textColumns.map { column in
                SQL("substr(CAST(\(Column(column)) AS BLOB), 1, \(readLimit(of: column)))").forKey(column)
            } + [Columns.fetchedAt]
    }

    /// The same columns for hand-written SQL over `table`.
    static func selectionSQL(table: String) -> String {
        let texts = textColumns.map { "substr(CAST(\(table).\($0) AS BLOB), 1, \(readLimit(of: $0))) AS \($0)" }
        return (["\(table).number"] + texts + ["\(table).fetchedAt"]).joined(separator: ", ")
    }

    /// Bytes read of a column: its cap, and 4 more so that `ComicFieldLimits.capped` sees where a character ends.
    static func readLimit(of column: String) -> Int {
        let limit =
            switch column {
            case "title": ComicFieldLimits.title
            case "safeTitle": ComicFieldLimits.safeTitle
            case "alt": ComicFieldLimits.alt
            case "img": ComicFieldLimits.img
            case "transcript": ComicFieldLimits.transcript
            case "link": ComicFieldLimits.link
            case "news": ComicFieldLimits.news
            default: ComicFieldLimits.datePart
            }
        return limit + 4
    }

    /// Every insert, update or upsert of a comic rewrites its row of the
    /// search index in the same transaction, so the two never disagree.
    func aroundSave(_ db: Database, save: () throws -> PersistenceSuccess) throws {
        _ = try save()
        try SearchDocument(comic).save(in: db)
    }
}

// GRDB binds a Swift string to SQLite as a C string and reads text back the
// same way, so both ends stop at an embedded NUL ("before\u{0}after" came
// back as "before"). Text goes in as its UTF-8 bytes cast to TEXT, and comes
// out as bytes, so every character survives, NUL included.
extension ComicRecord {
    static let textColumns = ["title", "safeTitle", "alt", "img", "transcript", "link", "news", "year", "month", "day"]

    init(row: Row) throws {
        number = row["number"]
        title = Self.text(row, "title")
        safeTitle = Self.text(row, "safeTitle")
        alt = Self.text(row, "alt")
        img = Self.text(row, "img")
        transcript = Self.text(row, "transcript")
        link = Self.text(row, "link")
        news = Self.text(row, "news")
        year = Self.text(row, "year")
        month = Self.text(row, "month")
        day = Self.text(row, "day")
        fetchedAt = row["fetchedAt"]
    }

    private static func text(_ row: Row, _ column: String) -> String {
        guard let bytes = row[column] as Data? else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Inserts the comic, or updates its row in place (an INSERT OR REPLACE
    /// would delete it first and trip the bookmark's foreign key); `cleaned`
    /// is this row's comic as already cleaned, for the search index.
    func upsertKeepingText(_ db: Database, cleaned: Comic) throws {
        let texts = [title, safeTitle, alt, img, transcript, link, news, year, month, day]
        var arguments: [(any DatabaseValueConvertible)?] = [number]
        arguments += texts.map { Data($0.utf8) }
        arguments.append(fetchedAt)
        try db.cachedStatement(sql: Self.upsertSQL).execute(arguments: StatementArguments(arguments))
        // The search index follows, in the same transaction, as `aroundSave` does for record saves.
        try SearchDocument(cleaned).save(in: db)
    }

    private static let upsertSQL: String = {
        let columns = ["number"] + textColumns + ["fetchedAt"]
        let values = ["?"] + textColumns.map { _ in "CAST(? AS TEXT)" } + ["?"]
        let updates = (textColumns + ["fetchedAt"]).map { "\($0) = excluded.\($0)" }
        return """
            INSERT INTO comic (\(columns.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))
            ON CONFLICT(number) DO UPDATE SET \(updates.joined(separator: ", "))
            """
    }()
}

extension ComicRecord {
    init(_ comic: Comic, fetchedAt: Date) {
        let raw = comic.raw
        self.init(
            number: raw.num, title: raw.title, safeTitle: raw.safeTitle, alt: raw.alt, img: raw.img,
            transcript: raw.transcript, link: raw.link, news: raw.news,
            year: raw.year, month: raw.month, day: raw.day,
            fetchedAt: fetchedAt.millisecondsSince1970)
    }

    /// Fields over their caps (cached before there were caps) are cut to them.
    var comic: Comic {
        typealias Limits = ComicFieldLimits
        return Comic(
            raw: APIComic(
                num: number, title: Limits.capped(title, Limits.title),
                safeTitle: Limits.capped(safeTitle, Limits.safeTitle), alt: Limits.capped(alt, Limits.alt),
                img: Limits.capped(img, Limits.img), transcript: Limits.capped(transcript, Limits.transcript),
                link: Limits.capped(link, Limits.link), news: Limits.capped(news, Limits.news),
                year: year, month: month, day: day))
    }
}

extension DerivableRequest<ComicRecord> {
    /// Highest number first: the order of the latest-comics feed.
    func newestFirst() -> Self {
        order(ComicRecord.Columns.number.desc)
    }
}
