/// The bottom line of a screen: facts first, then as many key hints as fit.
enum StatusLine {
    /// A key hint such as "q quit"; when room runs out, lower `keep` goes first.
    struct Hint {
        let text: String
        let keep: Int
    }

    static let separator = ScreenText.separator

    /// `facts` are already sanitized; they are truncated only if they alone do not fit.
    static func render(facts: [String], hints: [Hint], width: Int, ambiguousIsWide: Bool) -> String {
        var hints = hints
        while true {
            let line = (facts + hints.map(\.text)).joined(separator: separator)
            if TerminalText.width(line, ambiguousIsWide: ambiguousIsWide) <= width || hints.isEmpty {
                return TerminalText.truncate(line, toWidth: width, ambiguousIsWide: ambiguousIsWide)
            }
            if let weakest = hints.indices.min(by: { hints[$0].keep < hints[$1].keep }) {
                hints.remove(at: weakest)
            }
        }
    }
}
