import Foundation

/// Times in mark files: ISO 8601 in UTC with milliseconds
/// (`2024-03-01T09:00:00.000Z`), exact to the millisecond both ways.
///
/// Milliseconds are split off and handled as integers: going through a
/// floating-point `Date` could turn .250 into .249.
public enum MarkTime {
    public static func text(milliseconds: Int64) -> String {
        let (seconds, remainder) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let (wholeSeconds, fraction) = remainder < 0 ? (seconds - 1, remainder + 1000) : (seconds, remainder)
        let base = Date(timeIntervalSince1970: TimeInterval(wholeSeconds)).formatted(.iso8601)
        let digits = String(fraction)
        return String(base.dropLast()) + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    /// Milliseconds since 1970; nil unless `text` is a date and time with a
    /// zone (`Z` or `±HH:MM`), with or without a fraction of a second.
    static func milliseconds(from text: String) -> Int64? {
        var base = Substring(text)
        var fraction: Int64 = 0
        if let dot = text.firstIndex(of: ".") {
            let digits = text[text.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9 else { return nil }
            let milliseconds = digits.prefix(3) + String(repeating: "0", count: max(0, 3 - digits.count))
            guard let value = Int64(milliseconds) else { return nil }
            fraction = value
            base = text[..<dot] + text[digits.endIndex...]
        }
        // The parser rolls 2024-02-30 over to March: check the fields first.
        guard hasValidFields(base), let date = try? Date.ISO8601FormatStyle().parse(String(base)) else { return nil }
        let seconds = date.timeIntervalSince1970.rounded()
        guard abs(seconds) < 1e14 else { return nil }
        return Int64(seconds) * 1000 + fraction
    }

    /// Whether the date and time fields are in range (February 30th is not),
    /// when `text` starts `YYYY-MM-DDTHH:MM:SS`.
    private static func hasValidFields(_ text: Substring) -> Bool {
        guard let match = text.prefixMatch(of: #/(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})/#),
            let year = Int(match.1), let month = Int(match.2), let day = Int(match.3),
            let hour = Int(match.4), let minute = Int(match.5), let second = Int(match.6)
        else { return true }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month) else { return false }
        return (1...days[month - 1]).contains(day) && hour < 24 && minute < 60 && second < 60
    }
}
