import Foundation
import GRDB

extension WhatIfStore {
    /// Saved articles matching `query`, best first: title matches above
    /// the question's, above the body's (`bm25`, lower is better), then newer first.
    public func search(_ query: SearchQuery, limit: Int) async throws -> [(entry: WhatIfEntry, score: Double)] {
        guard let pattern = query.pattern else { return [] }
        return try await database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT whatIfSearch.rowid AS number, whatIfSearch.title AS title,
                        COALESCE(whatIfEntry.date, '') AS date, bm25(whatIfSearch, 10.0, 4.0, 1.0) AS score
                    FROM whatIfSearch LEFT JOIN whatIfEntry ON whatIfEntry.number = whatIfSearch.rowid
                    WHERE whatIfSearch MATCH ?
                    ORDER BY score, number DESC LIMIT ?
                    """, arguments: [pattern, max(0, limit)]
            ).map { (WhatIfEntry(number: $0["number"], title: $0["title"], date: $0["date"]), $0["score"]) }
        }
    }
}
