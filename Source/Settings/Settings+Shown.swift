import ComicUI

extension Settings {
    /// `key = value  (source)` for every key, as `xkcd config` shows them: a
    /// value or a path may hold anything, so each is one sanitized line.
    public func shownLines(environment: [String: String]) -> [String] {
        let width = SettingKey.allCases.map(\.name.count).max() ?? 0
        return SettingKey.allCases.map { key in
            let name = key.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let value = TerminalSanitizer.line(key.shown(in: self, environment: environment))
            return "\(name) = \(value)  (\(TerminalSanitizer.line(source(of: key).description)))"
        }
    }
}
