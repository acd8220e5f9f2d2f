/// Damage to a search index as a bad disk block does it, while SQLite's own
/// checks (`PRAGMA quick_check`) still pass.
public enum SearchIndexDamage {
    /// Every FTS5 segment of the comics' index past its header overwritten with bytes FTS5 cannot decode.
    public static let sql = segments(of: "comicSearch")

    /// Every segment of `index` past its header overwritten.
    public static func segments(of index: String) -> String {
        overwrite(index, where: "id > 10")
    }

    /// The structure record of `index` (row 10, the list of its segments) overwritten:
    /// FTS5 cannot even open the table ("vtable constructor failed").
    public static func structure(of index: String) -> String {
        overwrite(index, where: "id = 10")
    }

    /// The segment index of `index` (`_idx`, where a search finds a word's leaf page) lost:
    /// searches find nothing and FTS5 raises no error.
    public static func segmentIndex(of index: String) -> String {
        "DELETE FROM \(index)_idx"
    }

    private static func overwrite(_ index: String, where condition: String) -> String {
        """
        UPDATE \(index)_data
        SET block = substr(block, 1, 4)
            || substr(CAST(replace(hex(zeroblob(length(block))), '00', 'ÿ') AS BLOB), 1, length(block) - 4)
        WHERE \(condition)
        """
    }
}
