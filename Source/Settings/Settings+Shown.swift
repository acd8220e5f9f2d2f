import ComicData
import ComicUI

extension Settings {
    /// `key = value  (source)` for every key, as `xkcd config` shows them,
    /// then the terminal profile resolved from them and the certificates the
    /// network trusts: a value or a path may hold anything, so each is one sanitized line.
    public func shownLines() -> [String] {
        let width = SettingKey.allCases.map(\.name.count).max() ?? 0
        let settings = SettingKey.allCases.map { key in
            let name = key.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let value = TerminalSanitizer.line(key.shown(in: self))
            return "\(name) = \(value)  (\(TerminalSanitizer.line(source(of: key).description)))"
        }
        return settings + ["terminal:"] + terminalLines.map { "  " + TerminalSanitizer.line($0) } + ["network:"]
            + aligned(certificateLines).map { "  " + TerminalSanitizer.line($0) }
    }

    /// The trusted certificates, each with what chose it.
    private var certificateLines: [(String, String)] {
        let file = certificates.file.map { "\($0)  (SSL_CERT_FILE)" } ?? "none  (SSL_CERT_FILE unset)"
        let directory =
            switch certificates.directory {
            case nil: "none  (libcurl's own bundle when no file is named)"
            case CertificateAuthorities.systemDirectory: "\(CertificateAuthorities.systemDirectory)  (the system's)"
            case let named?: "\(named)  (SSL_CERT_DIR)"
            }
        return [("certificate file", file), ("certificate directory", directory)]
    }

    private func aligned(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "\($0.0.padding(toLength: width, withPad: " ", startingAt: 0)) = \($0.1)" }
    }

    /// What the terminal profile resolved, each with what decided it.
    private var terminalLines: [String] {
        let facts = terminal.facts
        let locale = facts.locale.map { "locale \($0)" } ?? "no locale"
        let images = terminal.images.map { "\($0)" } ?? "none"
        let rows = [
            ("ascii only", "\(terminal.asciiOnly ? "on" : "off")  (\(ascii == nil ? locale : "setting ascii"))"),
            (
                "ambiguous width",
                "\(terminal.ambiguousIsWide ? "wide" : "narrow")  (\(ambiguousWide == nil ? locale : "setting ambiguous-wide"))"
            ),
            ("colour", "\(terminal.colorLevel)  (color \(color.rawValue), \(outputDescription))"),
            ("images", "\(images)  (images \(self.images.rawValue), \(outputDescription))"),
            ("links open with", BrowserLauncher(facts: facts.browser).opener),
        ]
        return aligned(rows)
    }

    private var outputDescription: String {
        guard terminal.isOutputTerminal else { return "output not a terminal" }
        let term = terminal.facts.term.map { "TERM=\($0)" } ?? "TERM unset"
        return terminal.facts.noColor ? "\(term), NO_COLOR" : term
    }
}
