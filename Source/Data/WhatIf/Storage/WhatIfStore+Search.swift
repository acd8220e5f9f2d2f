import Foundation
import GRDB

extension WhatIfStore {
    /// Saved articles matching `query`, best first, with the score `bm25` gives (lower is better).
    public func search(_ query: SearchQuery, limit: Int) async throws -> [(entry: WhatIfEntry, score: Double)] {
        try await rankedSearch(query, limit: limit).map { ($0.entry, $0.position.score) }
    }

    /// Saved articles matching `query`, best first, each with its place in
    /// the order comics' results share (`SearchRanking`: every word in the
    /// title first; then weighted mentions in the title, the question and the
    /// body; then `bm25`, then the newer), so the two kinds merge into one list.
    public func rankedSearch(_ query: SearchQuery, limit: Int) async throws
        -> [(entry: WhatIfEntry, position: SearchPosition)]
    {
        guard let pattern = query.pattern else { return [] }
        return try await database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT whatIfSearch.rowid AS number, whatIfSearch.title AS title,
                        COALESCE(whatIfEntry.date, '') AS date,
                        \(SearchRanking.articleFunctionName)(whatIfSearch) AS rank,
                        bm25(whatIfSearch, 10.0, 4.0, 1.0) AS score
                    FROM whatIfSearch LEFT JOIN whatIfEntry ON whatIfEntry.number = whatIfSearch.rowid
                    WHERE whatIfSearch MATCH ?
                    ORDER BY rank, score, number DESC LIMIT ?
                    """, arguments: [pattern, max(0, limit)]
            ).map { row in
                let number: Int = row["number"]
                return (
                    WhatIfEntry(number: number, title: row["title"], date: row["date"]),
                    SearchPosition(rank: row["rank"], score: row["score"], number: number)
                )
            }
        }
    }
}
