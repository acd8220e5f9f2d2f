/// The bottom line of a screen: facts first, then as many key hints as fit.
enum StatusLine {
    /// A key hint such as "q quit"; when room runs out, lower `keep` goes first.
    struct Hint {
        let text: String
        let keep: Int
    }

    static let separator = ScreenText.separator
    /// A hint kept this much (the way out: `q quit`, `Esc back`) is never
    /// dropped: a long fact, such as an error, is cut for it instead.
    static let essential = 5

    /// `facts` are already sanitized; they are truncated only if they and the essential hints do not fit.
    static func render(facts: [String], hints: [Hint], width: Int, ambiguousIsWide: Bool) -> String {
        var hints = hints
        while true {
            let line = (facts + hints.map(\.text)).joined(separator: separator)
            if TerminalText.width(line, ambiguousIsWide: ambiguousIsWide) <= width { return line }
            guard let weakest = hints.indices.min(by: { hints[$0].keep < hints[$1].keep }),
                hints[weakest].keep < essential
            else { break }
            hints.remove(at: weakest)
        }
        let kept = hints.map(\.text).joined(separator: separator)
        let room = width - TerminalText.width(separator + kept, ambiguousIsWide: ambiguousIsWide)
        guard !kept.isEmpty, !facts.isEmpty, room >= 2 else {
            let line = (facts + hints.map(\.text)).joined(separator: separator)
            return TerminalText.truncate(
                facts.isEmpty || room < 2 ? kept : line, toWidth: width, ambiguousIsWide: ambiguousIsWide)
        }
        let cut = TerminalText.truncate(
            facts.joined(separator: separator), toWidth: room, ambiguousIsWide: ambiguousIsWide)
        return cut + separator + kept
    }
}
