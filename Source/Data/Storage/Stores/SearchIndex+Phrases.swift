import GRDB

/// Quoted phrases ("drop table"): every comic holding the words still
/// matches, but those where they stand together come first.
extension SearchIndex {
    /// What a comic missing the quoted phrases adds to its rank: after every phrase hit.
    static let phraseMissPenalty = 10 * SearchRanking.tierSize

    /// What a comic holding the phrases as typed, but not in its title, adds
    /// to its rank: after the ones whose title holds them, in its tier.
    static let phraseElsewherePenalty = SearchRanking.tierSize / 4

    /// What a comic holding the phrases only as other word forms ("dropping
    /// tables") adds to its rank: after the ones holding them as typed, in its tier.
    static let phraseFormPenalty = SearchRanking.tierSize / 2

    /// Like `fullTextResults`, for a query with quoted phrases. Among the
    /// comics holding them, the weighted mentions of single words no longer
    /// count (a comic that repeats "table" is not more about "drop table"):
    /// the title tier; the phrases as typed in the title, then as typed
    /// elsewhere, then as other word forms; then the phrases' own `bm25()`,
    /// so one mention in a short comic beats one in a long list. The other
    /// matches follow, ranked as usual.
    func phraseResults(_ query: SearchQuery, after position: SearchPosition?, limit: Int) async throws
        -> [(comic: Comic, position: SearchPosition)]
    {
        guard let pattern = query.pattern, let phrases = query.phrasePattern else { return [] }
        // Each phrase as typed, lower case: in the comic's own text, not only its word forms.
        let literals = query.phrases.map { $0.joined(separator: " ").lowercased() }
        let tierSize = SearchRanking.tierSize
        func holds(_ columns: String) -> String {
            literals.indices.map { "instr(lower(\(columns)), :literal\($0)) > 0" }.joined(separator: " AND ")
        }
        // Joined by a line break, which no phrase holds: "Table Drop" twice is not "drop table".
        let inTitle = holds("comicSearch.title || char(10) || comicSearch.safeTitle")
        let asTyped = holds(
            "comicSearch.title || char(10) || comicSearch.alt || char(10) || comicSearch.transcript")
        var named: StatementArguments = [
            "titleKey": query.titleKey, "pattern": pattern, "phrases": phrases,
            "afterRank": position?.rank, "afterScore": position?.score, "afterNumber": position?.number,
            "limit": max(0, limit),
        ]
        for (index, literal) in literals.enumerated() {
            named += ["literal\(index)": literal]
        }
        let arguments = named
        return try await database.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT comic.*, hit.rank AS searchRank, hit.score AS searchScore
                    FROM (
                        SELECT comicSearch.rowid AS number,
                            CASE
                                WHEN :titleKey <> '' AND (titleKey = :titleKey OR safeTitleKey = :titleKey) THEN 1000
                                WHEN phrase.phraseNumber IS NOT NULL
                                    THEN \(SearchRanking.functionName)(comicSearch) / \(tierSize) * \(tierSize)
                                        + CASE WHEN \(inTitle) THEN 0 WHEN \(asTyped) THEN \(Self.phraseElsewherePenalty)
                                            ELSE \(Self.phraseFormPenalty) END
                                ELSE \(SearchRanking.functionName)(comicSearch) + \(Self.phraseMissPenalty)
                            END AS rank,
                            coalesce(phrase.phraseScore, bm25(comicSearch, \(Self.bm25Weights))) AS score
                        FROM comicSearch
                        LEFT JOIN (
                            SELECT rowid AS phraseNumber, bm25(comicSearch, \(Self.bm25Weights)) AS phraseScore
                            FROM comicSearch WHERE comicSearch MATCH :phrases
                        ) AS phrase ON phrase.phraseNumber = comicSearch.rowid
                        WHERE comicSearch MATCH :pattern
                    ) AS hit
                    JOIN comic USING (number)
                    WHERE :afterRank IS NULL
                        OR (hit.rank, hit.score, -hit.number) > (:afterRank, :afterScore, -:afterNumber)
                    ORDER BY hit.rank, hit.score, hit.number DESC
                    LIMIT :limit
                    """,
                arguments: arguments)
            return try rows.map { row in
                let record = try ComicRecord(row: row)
                let position = SearchPosition(rank: row["searchRank"], score: row["searchScore"], number: record.number)
                return (record.comic, position)
            }
        }
    }
}
