import GRDB

/// A damaged search index is rebuilt from the rows it indexes, not left to
/// fail every search and sync: it holds nothing that is not in its own
/// content table, so `'rebuild'` loses nothing.
extension AppDatabase {
    /// What the person is told once the index was rebuilt.
    public static let searchIndexRepairedNote = "note: the search index was damaged; it was rebuilt"

    /// Whether `error` may come from a damaged full-text index (FTS5 says
    /// SQLITE_CORRUPT_VTAB, or SQLITE_CORRUPT when a block fails to decode).
    static func mayBeDamagedIndex(_ error: any Error) -> Bool {
        (error as? DatabaseError)?.resultCode == .SQLITE_CORRUPT
    }

    /// Checks the index and rebuilds it when the check fails; true when it
    /// was rebuilt. A read-only file cannot be mended: false.
    func repairSearchIndexIfDamaged() async -> Bool {
        guard !isReadOnly else { return false }
        do {
            return try await writer.write { db in
                do {
                    try db.execute(sql: "INSERT INTO comicSearch(comicSearch) VALUES('integrity-check')")
                    return false
                } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
                    try db.execute(sql: "INSERT INTO comicSearch(comicSearch) VALUES('rebuild')")
                    try db.execute(sql: "INSERT INTO comicSearch(comicSearch) VALUES('integrity-check')")
                    return true
                }
            }
        } catch {
            return false
        }
    }
}
