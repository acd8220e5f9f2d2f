import GRDB

/// Search that forgives a typo: when the full-text index finds nothing,
/// the titles that are the query with a typo or two, fewest first.
extension SearchIndex {
    /// Lowest of the ranks given to comics found by a title with typos,
    /// after every full-text rank; one more per typo.
    static let titleLikenessTier = 100_000
    /// Titles looked at: the archive's size with room to grow; work stays bounded.
    static let maximumTitlesCompared = 20_000
    /// A title pass for a query this short would find noise.
    static let minimumLikenessQueryLength = 4

    /// Up to `limit` results for `query` after `position`: the full-text
    /// results (quoted phrases first, see `phraseResults`), else, when the
    /// index holds no match at all, the titles that are the query with a
    /// typo or two (see `TitleSimilarity`).
    func results(_ query: SearchQuery, after position: SearchPosition?, limit: Int) async throws
        -> [(comic: Comic, position: SearchPosition)]
    {
        let found =
            query.phrasePattern == nil
            ? try await fullTextResults(query, after: position, limit: limit)
            : try await phraseResults(query, after: position, limit: limit)
        guard found.isEmpty, try await !hasFullTextMatch(query) else { return found }
        return try await titlesAlike(query, after: position, limit: limit)
    }

    private func hasFullTextMatch(_ query: SearchQuery) async throws -> Bool {
        guard let pattern = query.pattern else { return false }
        if query.number != nil { return true }
        return try await database.read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM comicSearch WHERE comicSearch MATCH ?)", arguments: [pattern])
                ?? false
        }
    }

    private func titlesAlike(_ query: SearchQuery, after position: SearchPosition?, limit: Int) async throws
        -> [(comic: Comic, position: SearchPosition)]
    {
        let key = query.titleKey
        guard key.count >= Self.minimumLikenessQueryLength, limit > 0 else { return [] }
        let allowed = TitleSimilarity.allowedTypos(forLength: key.count)
        return try await database.read { db in
            let rows = try Row.fetchCursor(
                db, sql: "SELECT rowid AS number, titleKey, safeTitleKey FROM comicSearch LIMIT ?",
                arguments: [Self.maximumTitlesCompared])
            var ranked: [SearchPosition] = []
            while let row = try rows.next() {
                let titles: [String] = [row["titleKey"] ?? "", row["safeTitleKey"] ?? ""]
                guard
                    let typos = titles.compactMap({ TitleSimilarity.typos(between: key, and: $0, limit: allowed) })
                        .min()
                else { continue }
                let rank = Self.titleLikenessTier + typos
                let candidate = SearchPosition(rank: rank, score: 0, number: row["number"])
                if let position, !candidate.comes(after: position) { continue }
                ranked.append(candidate)
            }
            ranked.sort { $1.comes(after: $0) }
            let page = Array(ranked.prefix(limit))
            let records = try ComicRecord.fetchAll(db, keys: page.map(\.number))
            let byNumber = Dictionary(records.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
            return page.compactMap { position in byNumber[position.number].map { ($0.comic, position) } }
        }
    }
}

extension SearchPosition {
    /// The keyset order of results: rank, then score, then the higher number.
    fileprivate func comes(after other: SearchPosition) -> Bool {
        (rank, score, -number) > (other.rank, other.score, -other.number)
    }
}
