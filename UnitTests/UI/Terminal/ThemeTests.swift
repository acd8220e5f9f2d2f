import ComicUI
import Testing

@Suite("Terminal theme: levels, colour choice and NO_COLOR")
struct ThemeTests {
    @Test(
        "The level follows --color, the output and the environment",
        arguments: [
            (ColorChoice.auto, ["TERM": "xterm"], true, TerminalTheme.Level.color),
            (.auto, ["TERM": "xterm"], false, .plain),
            (.auto, ["TERM": "xterm", "NO_COLOR": "1"], true, .monochrome),
            (.auto, ["TERM": "xterm", "NO_COLOR": ""], true, .color),
            (.auto, ["TERM": "dumb"], true, .plain),
            (.never, ["TERM": "xterm"], true, .monochrome),
            (.never, ["TERM": "xterm"], false, .plain),
            (.always, ["TERM": "xterm"], false, .color),
            (.always, ["TERM": "xterm", "NO_COLOR": "1"], false, .color),
        ])
    func level(choice: ColorChoice, environment: [String: String], isTerminal: Bool, expected: TerminalTheme.Level) {
        #expect(
            TerminalTheme.Level.resolve(
                choice, facts: TerminalFacts(environment: environment), outputIsTerminal: isTerminal) == expected)
    }

    /// One span of every role, in `TextRole.allCases` order.
    static let everyRole = StyledLine(TextRole.allCases.map { StyledLine.Span("x", role: $0) })

    @Test("Every role: colours only at the colour level; attributes without colour under NO_COLOR; plain has none")
    func roles() {
        let esc = "\u{1B}["
        // normal, selected, secondary, accent, status, error, heading, strong, emphasis, strongEmphasis, link
        let text = "\(esc)1mx\(esc)0m\(esc)3mx\(esc)0m\(esc)1;3mx\(esc)0m\(esc)4mx\(esc)0m"
        #expect(
            TerminalTheme(level: .color).text(Self.everyRole)
                == "x\(esc)7mx\(esc)0m\(esc)2mx\(esc)0m\(esc)33mx\(esc)0m\(esc)7mx\(esc)0m\(esc)31mx\(esc)0m\(esc)1mx\(esc)0m"
                + text
        )
        #expect(
            TerminalTheme(level: .monochrome).text(Self.everyRole)
                == "x\(esc)7mx\(esc)0m\(esc)2mx\(esc)0m\(esc)1mx\(esc)0m\(esc)7mx\(esc)0m\(esc)1mx\(esc)0m\(esc)1mx\(esc)0m"
                + text
        )
        #expect(TerminalTheme(level: .plain).text(Self.everyRole) == "xxxxxxxxxxx")
        #expect(TerminalTheme(level: .plain).text([StyledLine(plain: "a"), StyledLine(plain: "b")]) == "a\nb\n")
    }
}
