import GRDB

/// FTS5 finds a word's leaf page through `<index>_idx`, a row for the first
/// term of each leaf, the first leaf's (term '') in every segment. With those
/// rows lost a search finds nothing and raises no error, and 'integrity-check'
/// (SQLite 3.40) still passes, so a search looks for them first: a lookup
/// by key a segment, some 15 µs, where 'integrity-check' takes 80-400 ms over 3,103 comics.
extension AppDatabase {
    /// Whether a segment of `index`'s data (its rows' ids are the segment's
    /// id shifted 37 bits) lacks its first leaf's row in `<index>_idx`.
    static func hasLostSegmentIndex(_ index: String, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db,
            sql: """
                WITH RECURSIVE segment(id) AS (
                    SELECT (SELECT id >> 37 FROM \(index)_data WHERE id >= 1 << 37 ORDER BY id LIMIT 1)
                    UNION ALL
                    SELECT (SELECT id >> 37 FROM \(index)_data WHERE id >= (segment.id + 1) << 37 ORDER BY id LIMIT 1)
                    FROM segment WHERE segment.id IS NOT NULL
                )
                SELECT EXISTS (
                    SELECT 1 FROM segment
                    WHERE id IS NOT NULL
                        AND NOT EXISTS (SELECT 1 FROM \(index)_idx WHERE segid = segment.id AND term = x'' AND pgno >> 1 = 1)
                )
                """) ?? false
    }

    /// Throws the error a damaged index gives (so `read` rebuilds it and runs again) when `index` lost its segment index.
    static func checkSegmentIndex(_ index: String, in db: Database) throws {
        guard try hasLostSegmentIndex(index, in: db) else { return }
        throw DatabaseError(resultCode: .SQLITE_CORRUPT_VTAB, message: "the \(index) segment index is incomplete")
    }
}
