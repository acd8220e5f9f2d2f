import GRDB

/// One comic's text as the search index holds it: cleaned text, not raw
/// HTML, plus the folded titles that exact-title matches compare.
struct SearchDocument: Sendable, Hashable {
    let number: Int
    let title: String
    let safeTitle: String
    let alt: String
    let transcript: String

    init(_ comic: Comic) {
        number = comic.number
        title = Self.indexable(comic.title)
        safeTitle = Self.indexable(comic.safeTitle)
        alt = Self.indexable(comic.alt)
        transcript = Self.indexable(comic.transcript)
    }

    /// Control characters become spaces: they separate words anyway, and
    /// GRDB binds text up to the first NUL, which would cut the rest off.
    static func indexable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 }))
    }

    /// Unicode's control category (Cc) is these two ranges, fixed by its
    /// stability policy; a property lookup per character costs a sync dearly.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Replaces the comic's row in the index (one statement, inside the
    /// caller's transaction), with its saved explanation's text if any.
    ///
    /// One row of VALUES, not INSERT … SELECT: SQLite gives a statement that
    /// may write many rows a savepoint, and FTS5 writes its pending terms out
    /// as a new segment at each one, so a whole-archive sync paid for a
    /// segment per comic and their merges (2.6× the time of this form).
    func save(in db: Database) throws {
        let statement = try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO comicSearch (rowid, title, safeTitle, alt, transcript, titleKey, safeTitleKey,
                    explainedTranscript, explanation)
                VALUES (?, ?, ?, ?, ?, ?, ?,
                    coalesce((SELECT transcriptText FROM explanation WHERE comicNumber = ?1), ''),
                    coalesce((SELECT explanationText FROM explanation WHERE comicNumber = ?1), ''))
                """)
        try statement.execute(arguments: [number, title, safeTitle, alt, transcript, titleKey, safeTitleKey])
    }

    /// The row as "v3-search" wrote it, before the index had explanations: that migration replays it.
    func saveInFirstSchema(in db: Database) throws {
        let statement = try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO comicSearch (rowid, title, safeTitle, alt, transcript, titleKey, safeTitleKey)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        try statement.execute(arguments: [number, title, safeTitle, alt, transcript, titleKey, safeTitleKey])
    }

    var titleKey: String { SearchQuery.key(title) }
    var safeTitleKey: String { SearchQuery.key(safeTitle) }
}
