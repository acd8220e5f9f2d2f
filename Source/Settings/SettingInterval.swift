import ComicData
import ComicUI
import Foundation

/// `check-every`'s values: a whole number with a unit, `90s`, `30m`, `1h`,
/// `2d` (a bare number is seconds), from none (check every time) to a week.
public enum SettingInterval {
    public static let standard = Duration.seconds(3600)
    static let longest = 7 * 86_400
    private static let units: [(suffix: Character, seconds: Int)] = [("d", 86_400), ("h", 3600), ("m", 60), ("s", 1)]

    static func interval(_ text: String) throws(SettingValueProblem) -> Duration {
        let trimmed = text.trimmingBlanks.lowercased()
        var digits = Substring(trimmed)
        var unit = 1
        if let last = trimmed.last, let found = units.first(where: { $0.suffix == last }) {
            digits = digits.dropLast()
            unit = found.seconds
        }
        guard digits.allSatisfy(\.isASCII), let count = Int(digits), count >= 0, count <= longest / unit else {
            throw SettingValueProblem(
                "must be a duration such as 90s, 30m, 1h or 2d, at most a week; got '\(TerminalSanitizer.line(text))'")
        }
        return .seconds(count * unit)
    }

    /// The largest unit that divides it: `1h`, `90m`, `45s`.
    static func text(_ interval: Duration) -> String {
        let seconds = Int(interval.components.seconds)
        guard seconds > 0, let unit = units.first(where: { seconds % $0.seconds == 0 }) else { return "0s" }
        return "\(seconds / unit.seconds)\(unit.suffix)"
    }
}
