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
    /// when `text` starts `YYYY-MM-DDTHH:MM:SS`. Read byte by byte: a regex
    /// literal is parsed again at each use: a third of the fuzz target's time.
    private static func hasValidFields(_ text: Substring) -> Bool {
        let bytes = Array(text.utf8.prefix(19))
        guard bytes.count == 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(bytes[10]),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
            let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]),
            let second = number(bytes[17..<19])
        else { return true }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month) else { return false }
        return (1...days[month - 1]).contains(day) && hour < 24 && minute < 60 && second < 60
    }

    /// ASCII digits only; nil for anything else.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
