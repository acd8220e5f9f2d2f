/// One cell of the CSV files export writes, safe to open in a spreadsheet.
///
/// A cell starting with `=`, `+`, `-`, `@`, tab or CR is a formula to
/// Excel, LibreOffice and Google Sheets (OWASP's "CSV injection"): such a
/// cell is written with a `'` before it, which spreadsheets show as text.
/// So that reading it back is exact, a cell of quotes before such a
/// character gets one quote more too, and the reader takes one away.
public enum CSVCell {
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text` as a cell: neutralised, then quoted when it holds a comma, a quote or edge spaces.
    public static func written(_ text: String) -> String {
        let isNeutralised = isNeutralised(text, afterQuotes: 0)
        let cell = isNeutralised ? "'" + text : text
        // By scalar: CR LF is one Character, equal to neither "\r" nor "\n".
        let scalars = cell.unicodeScalars
        let needsQuotes =
            isNeutralised || scalars.first == " " || scalars.last == " "
            || scalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
        return needsQuotes ? cell.doubleQuoted : cell
    }

    /// A field as the file held it, with its neutralising quote taken away.
    public static func original(_ field: String) -> String {
        isNeutralised(field, afterQuotes: 1) ? String(field.dropFirst()) : field
    }

    /// The CSV's rows and their fields as read back; nil when it is not valid CSV.
    public static func rows(in text: String) -> [[String]]? {
        try? CSVMarkFile.records(in: text).map(\.fields)
    }

    /// Whether `text` is at least `count` quotes and then a formula's first character.
    private static func isNeutralised(_ text: String, afterQuotes count: Int) -> Bool {
        let scalars = text.unicodeScalars
        let quotes = scalars.prefix { $0 == "'" }.count
        guard quotes >= count, let next = scalars.dropFirst(quotes).first else { return false }
        return formulaStarts.contains(next)
    }
}
