/// Damage to the search index as a bad disk block does it: every FTS5
/// segment past its header overwritten with bytes FTS5 cannot decode, while
/// SQLite's own checks (`PRAGMA quick_check`) still pass.
public enum SearchIndexDamage {
    public static let sql = """
        UPDATE comicSearch_data
        SET block = substr(block, 1, 4)
            || substr(CAST(replace(hex(zeroblob(length(block))), '00', 'ÿ') AS BLOB), 1, length(block) - 4)
        WHERE id > 10
        """
}
