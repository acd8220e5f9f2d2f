import ComicData
import ComicUI

/// The config file's settings: `key = value` lines, `#` comments and blank
/// lines, ended by LF, CRLF or CR. A line that is not one of these, an
/// unknown key, a bad value, a value holding a control character (NUL
/// included) or a key given twice is an error naming the file and the line.
public struct SettingsFile: Sendable, Hashable {
    public struct Setting: Sendable, Hashable {
        public let key: SettingKey
        /// As written, without quotes; checked as every value is (`SettingKey.apply`).
        public let value: String
        public let line: Int
    }

    public let path: String
    public let settings: [Setting]

    /// The largest file read: a config file is a few lines.
    public static let maximumBytes = 64 * 1024

    public init(path: String, text: String) throws(SettingsError) {
        self.path = path
        var settings: [Setting] = []
        for (index, rawLine) in Self.lines(of: text).enumerated() {
            let number = index + 1
            let line = rawLine.trimmingBlanks
            if line.isEmpty || line.hasPrefix("#") { continue }
            func failure(_ message: String) -> SettingsError {
                SettingsError("\(path):\(number): \(message)", source: .file(path: path, line: number))
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw failure("expected 'key = value', got '\(TerminalSanitizer.line(line))'")
            }
            let name = line[..<equals].trimmingBlanks.lowercased()
            let text = Self.withoutComment(line[line.index(after: equals)...]).trimmingBlanks
            if let control = text.unicodeScalars.first(where: Self.isControl) {
                throw failure("the value holds \(Self.describe(control)); a value is printable text")
            }
            guard let key = SettingKey.named(name) else {
                let known = SettingKey.allCases.map(\.name).joined(separator: ", ")
                throw failure("unknown key '\(TerminalSanitizer.line(name))' (known: \(known))")
            }
            guard !settings.contains(where: { $0.key == key }) else {
                throw failure("'\(name)' is set twice")
            }
            let value = Self.unquoted(text)
            do {
                try key.check(value)
            } catch {
                throw failure("\(name) \(error)")
            }
            settings.append(Setting(key: key, value: value, line: number))
        }
        self.settings = settings
    }

    /// Swift counts CRLF as one character, so splitting on LF alone would leave a CRLF file one line.
    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        scalar.value == 0 ? "a NUL byte" : "a control character (U+\(hex(scalar.value)))"
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A value without a ` # comment` after it (a `#` with no space before it, as in a URL, stays).
    private static func withoutComment(_ value: Substring) -> Substring {
        guard
            let start = value.indices.first(where: {
                value[$0] == "#" && $0 > value.startIndex
                    && value[value.index(before: $0)].isWhitespace
            })
        else { return value }
        return value[..<start]
    }

    /// `"a value"` or `'a value'` without its quotes.
    private static func unquoted(_ text: String) -> String {
        for quote in ["\"", "'"] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    public func setting(_ key: SettingKey) -> Setting? {
        settings.first { $0.key == key }
    }
}
