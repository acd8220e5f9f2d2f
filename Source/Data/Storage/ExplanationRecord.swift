import Foundation
import GRDB

/// A row of the `explanation` table: one comic's explain xkcd page, its
/// article as JSON, and the plain text the search index takes from it.
struct ExplanationRecord: Sendable {
    static let databaseTableName = "explanation"

    var comicNumber: Int
    var pageTitle: String
    var revision: Int
    /// Milliseconds since 1970.
    var fetchedAt: Int64
    var article: Data
    var transcriptText: String
    var explanationText: String

    init(_ explanation: Explanation) throws {
        comicNumber = explanation.number
        pageTitle = SearchDocument.indexable(explanation.pageTitle)
        revision = explanation.revision
        fetchedAt = explanation.fetchedAt.millisecondsSince1970
        article = try JSONEncoder().encode(explanation.article)
        let text = ExplanationSearchText(explanation.article)
        transcriptText = SearchDocument.indexable(text.transcript)
        explanationText = SearchDocument.indexable(text.explanation)
    }

    /// The explanation, or nil when its article no longer decodes (written by a newer program, say).
    static func explanation(from row: Row) -> Explanation? {
        guard let data = row["article"] as Data?,
            let article = try? JSONDecoder().decode(ExplainedArticle.self, from: data)
        else { return nil }
        return Explanation(
            number: row["comicNumber"], pageTitle: row["pageTitle"], revision: row["revision"],
            fetchedAt: Date(millisecondsSince1970: row["fetchedAt"]), article: article)
    }

    /// Inserts or replaces the row, and the comic's search row follows in the same transaction.
    func save(_ db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO explanation (comicNumber, pageTitle, revision, fetchedAt, article, transcriptText,
                    explanationText)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (comicNumber) DO UPDATE SET pageTitle = excluded.pageTitle,
                    revision = excluded.revision, fetchedAt = excluded.fetchedAt, article = excluded.article,
                    transcriptText = excluded.transcriptText, explanationText = excluded.explanationText
                """
        ).execute(arguments: [
            comicNumber, pageTitle, revision, fetchedAt, article, transcriptText, explanationText,
        ])
        try db.cachedStatement(
            sql: "UPDATE comicSearch SET explainedTranscript = ?, explanation = ? WHERE rowid = ?"
        ).execute(arguments: [transcriptText, explanationText, comicNumber])
    }
}

/// What search takes from an article: its transcript, and the rest of what it says.
struct ExplanationSearchText: Sendable, Hashable {
    let transcript: String
    let explanation: String

    init(_ article: ExplainedArticle) {
        transcript = article.section(named: "Transcript")?.plainText ?? ""
        explanation = article.sections.filter { $0.title.lowercased() != "transcript" }
            .map(\.plainText).filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
