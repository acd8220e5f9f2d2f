/// Counts as a person reads them.
public enum NumberText {
    /// 3103 → "3,103".
    public static func grouped(_ value: Int) -> String {
        value.grouped
    }

    /// 12_345_678 bytes → "11.8 MB" (MiB, as the cache limit counts them); under 1 MiB in kB.
    public static func bytes(_ count: Int) -> String {
        let mebibyte = 1024.0 * 1024
        if Double(count) < mebibyte { return "\(grouped((count + 1023) / 1024)) kB" }
        let tenths = Int((Double(count) / mebibyte * 10).rounded())
        return "\(grouped(tenths / 10)).\(tenths % 10) MB"
    }
}
