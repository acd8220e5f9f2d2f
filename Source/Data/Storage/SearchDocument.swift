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
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    $0.properties.generalCategory == .control ? " " : $0
                }))
    }

    /// Replaces the comic's row in the index (one statement, inside the
    /// caller's transaction), with its saved explanation's text if any.
    func save(in db: Database) throws {
        let statement = try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO comicSearch (rowid, title, safeTitle, alt, transcript, titleKey, safeTitleKey,
                    explainedTranscript, explanation)
                SELECT ?, ?, ?, ?, ?, ?, ?, coalesce(explanation.transcriptText, ''),
                    coalesce(explanation.explanationText, '')
                FROM (SELECT 1) LEFT JOIN explanation ON explanation.comicNumber = ?
                """)
        try statement.execute(arguments: [number, title, safeTitle, alt, transcript, titleKey, safeTitleKey, number])
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
