import ComicUI

/// The config file's settings: `key = value` lines, `#` comments and blank
/// lines. A line that is not one of these, an unknown key, a bad value or a
/// key given twice is an error naming the file and the line.
struct ConfigFile: Sendable, Hashable {
    struct Setting: Sendable, Hashable {
        let key: ConfigKey
        /// As the key's variable carries it.
        let value: String
        let line: Int
    }

    let path: String
    let settings: [Setting]

    /// The largest file read: a config file is a few lines.
    static let maximumBytes = 64 * 1024

    init(path: String, text: String) throws(ConfigError) {
        self.path = path
        var settings: [Setting] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            func failure(_ message: String) -> ConfigError {
                ConfigError(path: path, line: number, message: message)
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw failure("expected 'key = value', got '\(TerminalSanitizer.line(line))'")
            }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let text = Self.withoutComment(line[line.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
            guard let key = ConfigKey.named(name) else {
                let known = ConfigKey.all.map(\.name).joined(separator: ", ")
                throw failure("unknown key '\(TerminalSanitizer.line(name))' (known: \(known))")
            }
            guard !settings.contains(where: { $0.key == key }) else {
                throw failure("'\(name)' is set twice")
            }
            switch key.parse(Self.unquoted(text)) {
            case .success(let value): settings.append(Setting(key: key, value: value, line: number))
            case .failure(let error): throw failure(TerminalSanitizer.line(error.message))
            }
        }
        self.settings = settings
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

    func setting(_ key: ConfigKey) -> Setting? {
        settings.first { $0.key == key }
    }
}

/// A bad line in the config file: one line, naming the file and the line.
struct ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    let path: String
    let line: Int?
    let message: String

    var description: String {
        "\(path)\(line.map { ":\($0)" } ?? ""): \(message)"
    }
}
