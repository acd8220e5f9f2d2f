import GRDB

/// Full-text search over the comic cache, over the shared writer.
/// SearchComicDataSource is its public face.
public struct SearchIndex: Sendable {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Weights of `bm25()`, which only breaks ties within a rank: title
    /// columns far above alt, alt above transcript, explain xkcd's text last
    /// (the folded titles between are not indexed).
    static let bm25Weights = "10.0, 10.0, 2.0, 1.0, 0.0, 0.0, 0.5, 0.2"

    /// Up to `limit` full-text results for `query` after `position` (from
    /// the best when nil), best first, with the position of each.
    ///
    /// Order: a comic whose number is the query, then exact titles, then
    /// `SearchRanking`'s tiers, then `bm25()`, then the higher number.
    func fullTextResults(_ query: SearchQuery, after position: SearchPosition?, limit: Int) async throws
        -> [(comic: Comic, position: SearchPosition)]
    {
        guard let pattern = query.pattern else { return [] }
        let titleKey = query.titleKey
        let number = query.number
        return try await database.read { db in
            try AppDatabase.checkSegmentIndex("comicSearch", in: db)
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT \(ComicRecord.selectionSQL(table: "comic")), hit.rank AS searchRank, hit.score AS searchScore
                    FROM (
                        SELECT rowid AS number,
                            CASE
                                WHEN rowid = :number THEN 0
                                WHEN :titleKey <> '' AND (titleKey = :titleKey OR safeTitleKey = :titleKey) THEN 1000
                                ELSE \(SearchRanking.functionName)(comicSearch)
                            END AS rank,
                            bm25(comicSearch, \(Self.bm25Weights)) AS score
                        FROM comicSearch
                        WHERE comicSearch MATCH :pattern
                        UNION ALL
                        SELECT number, 0, 0.0 FROM comic
                        WHERE number = :number
                            AND number NOT IN (SELECT rowid FROM comicSearch WHERE comicSearch MATCH :pattern)
                    ) AS hit
                    JOIN comic USING (number)
                    WHERE :afterRank IS NULL
                        OR (hit.rank, hit.score, -hit.number) > (:afterRank, :afterScore, -:afterNumber)
                    ORDER BY hit.rank, hit.score, hit.number DESC
                    LIMIT :limit
                    """,
                arguments: [
                    "number": number, "titleKey": titleKey, "pattern": pattern,
                    "afterRank": position?.rank, "afterScore": position?.score, "afterNumber": position?.number,
                    "limit": max(0, limit),
                ])
            return try rows.map { row in
                let record = try ComicRecord(row: row)
                let position = SearchPosition(rank: row["searchRank"], score: row["searchScore"], number: record.number)
                return (record, position)
            }
        }.map { ($0.comic, $1) }
    }

    /// Whether comic `number` is among the results for `query`.
    func matches(_ query: SearchQuery, number: Int) async throws -> Bool {
        guard let pattern = query.pattern else { return false }
        if query.number == number, try await ComicCacheStore(database: database).cachedComic(number) != nil {
            return true
        }
        return try await database.read { db in
            try Bool.fetchOne(
                db,
                sql: """
                    SELECT EXISTS (SELECT 1 FROM comicSearch WHERE comicSearch MATCH ? AND rowid = ?)
                    """, arguments: [pattern, number]) ?? false
        }
    }

    /// How much of the archive the cache, and so the search, covers: the
    /// numbers up to the newest the last sync was told of, and those above it
    /// cached (or found missing) since; with no sync, up to the highest known.
    public func coverage() async throws -> SearchCoverage {
        try await database.read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    WITH synced AS (
                        SELECT coalesce((SELECT value FROM readerState WHERE key = ?), 0) AS newest,
                               coalesce((SELECT value FROM readerState WHERE key = ?), -1) AS at
                    ), known AS (
                        SELECT max(synced.newest,
                            coalesce((SELECT max(number) FROM comic
                                WHERE number > synced.newest AND fetchedAt > synced.at), 0),
                            coalesce((SELECT max(number) FROM missingComic
                                WHERE number > synced.newest AND checkedAt > synced.at), 0)) AS newest
                        FROM synced
                    )
                    SELECT
                        known.newest AS newest,
                        (SELECT count(*) FROM comic WHERE number <= known.newest) AS cached,
                        (SELECT count(*) FROM explanation) AS explained
                    FROM known
                    """, arguments: [SyncStateStore.newestKey, SyncStateStore.newestAtKey])
            let cached: Int = row?["cached"] ?? 0
            let newest: Int = row?["newest"] ?? 0
            // Only the numbers xkcd skipped are known not to exist; another 404 is a gap.
            let missing = Comic.missingNumbers.filter { $0 <= newest }.count
            return SearchCoverage(
                searchedCount: cached, archiveCount: max(cached, newest - missing),
                explainedCount: row?["explained"] ?? 0)
        }
    }
}
