import ComicUI
import Testing

@Suite("Theme: styles, colour choice and NO_COLOR")
struct ThemeTests {
    let terminal = ["TERM": "xterm-256color"]

    @Test(
        "The level follows --color, the output and the environment",
        arguments: [
            (ColorChoice.auto, ["TERM": "xterm"], true, Theme.Level.color),
            (.auto, ["TERM": "xterm"], false, .plain),
            (.auto, ["TERM": "xterm", "NO_COLOR": "1"], true, .monochrome),
            (.auto, ["TERM": "xterm", "NO_COLOR": ""], true, .color),
            (.auto, ["TERM": "dumb"], true, .plain),
            (.never, ["TERM": "xterm"], true, .monochrome),
            (.never, ["TERM": "xterm"], false, .plain),
            (.always, ["TERM": "xterm"], false, .color),
            (.always, ["TERM": "xterm", "NO_COLOR": "1"], false, .color),
        ])
    func level(choice: ColorChoice, environment: [String: String], isTerminal: Bool, expected: Theme.Level) {
        #expect(Theme.resolve(choice, environment: environment, outputIsTerminal: isTerminal).level == expected)
    }

    @Test("Every style: colours only at the colour level; plain has no escape code")
    func styles() {
        let color = Theme(level: .color)
        let monochrome = Theme(level: .monochrome)
        #expect(TextStyle.allCases.map { color.parameters(for: $0) } == [[7], [2], [33], [36], [7], [31], [1]])
        #expect(TextStyle.allCases.map { monochrome.parameters(for: $0) } == [[7], [2], [], [], [7], [1], [1]])
        #expect(TextStyle.allCases.allSatisfy { Theme.plain.parameters(for: $0).isEmpty })
    }

    @Test("A selected row: the line's reverse under each run's own style, reset after each run")
    func render() {
        let line = StyledLine(
            [.init("› "), .init("405", .dim), .init("  "), .init("*", .bookmarkMark), .init(" Title")],
            lineStyle: .selection)
        #expect(
            Theme(level: .color).render(line)
                == "\u{1B}[7m› \u{1B}[0m\u{1B}[7;2m405\u{1B}[0m\u{1B}[7m  \u{1B}[0m\u{1B}[7;33m*\u{1B}[0m\u{1B}[7m Title\u{1B}[0m")
        #expect(
            Theme(level: .monochrome).render(StyledLine([.init("* ", .bookmarkMark), .init("2024", .dim)]))
                == "* \u{1B}[2m2024\u{1B}[0m")
        #expect(Theme.plain.render(line) == "› 405  * Title")
        #expect(Theme.plain.render([StyledLine("a"), StyledLine("b", style: .error)]) == "a\nb\n")
    }
}
