import GRDB

/// A damaged search index is rebuilt from the rows it indexes, not left to
/// fail every search and sync: it holds nothing that is not in its own
/// content table, so `'rebuild'` loses nothing.
extension AppDatabase {
    /// What the person is told once the index was rebuilt.
    public static let searchIndexRepairedNote = "note: the search index was damaged; it was rebuilt"

    /// The full-text indexes (FTS5), each over a content table of its own.
    static let searchIndexes = ["comicSearch", "whatIfSearch"]

    /// Whether `error` may come from a damaged full-text index (FTS5 says
    /// SQLITE_CORRUPT_VTAB, or SQLITE_CORRUPT when a block fails to decode).
    static func mayBeDamagedIndex(_ error: any Error) -> Bool {
        (error as? DatabaseError)?.resultCode == .SQLITE_CORRUPT
    }

    /// Checks every index and rebuilds those whose check fails; true when one
    /// was rebuilt. A read-only file cannot be mended: false.
    func repairSearchIndexIfDamaged() async -> Bool {
        guard !isReadOnly else { return false }
        do {
            return try await writer.write { db in
                var rebuilt = false
                for index in Self.searchIndexes where try Self.rebuildIfDamaged(index, in: db) { rebuilt = true }
                return rebuilt
            }
        } catch {
            return false
        }
    }

    private static func rebuildIfDamaged(_ index: String, in db: Database) throws -> Bool {
        func command(_ name: String) throws {
            try db.execute(sql: "INSERT INTO \(index)(\(index)) VALUES('\(name)')")
        }
        do {
            // 'integrity-check' passes with the segment index lost: it is looked at first.
            if try hasLostSegmentIndex(index, in: db) {
                try command("rebuild")
                return true
            }
            try command("integrity-check")
            return false
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            do {
                try command("rebuild")
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
                // Its structure record (row 10: the segments' list) unreadable, FTS5 cannot open the
                // table even to rebuild it; an empty one (a new index's) lets it.
                try db.execute(sql: "INSERT OR REPLACE INTO \(index)_data (id, block) VALUES (10, X'00000000000000')")
                try command("rebuild")
            }
            try command("integrity-check")
            return true
        }
    }
}
