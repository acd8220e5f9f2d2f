import ComicUI
import Testing

@Suite("Terminal column width")
struct TerminalWidthTests {
    @Test(
        "Each character takes the columns a terminal gives it",
        arguments: [
            ("abc", 3),
            ("", 0),
            ("日本語", 6),  // CJK ideographs: 2 each
            ("ＡＢ", 4),  // fullwidth Latin
            ("한글", 4),  // Hangul syllables
            ("カタカナ", 8),
            ("e\u{301}", 1),  // e + combining acute
            ("a\u{20DD}", 1),  // enclosing circle
            ("\u{200B}", 0),  // zero-width space
            ("a\u{200D}b", 2),  // zero-width joiner
            ("👍", 2),
            ("🎉x", 3),
            ("❤\u{FE0F}", 2),  // text-style heart drawn as emoji
            ("🇫🇷", 2),  // a flag: two regional indicators
            ("Full\u{2009}width", 10),  // thin space (1054)
            ("\u{FFFD}", 1),  // replacement character (1913)
            ("Pokémon", 7),
            ("…—·", 3),  // ambiguous width counts narrow
            ("\u{1100}\u{1161}", 2),  // Hangul Jamo: the vowel joins the consonant
        ])
    func width(text: String, columns: Int) {
        #expect(TerminalText.width(text) == columns)
    }

    @Test("Controls take no columns")
    func controls() {
        #expect(TerminalText.width(Unicode.Scalar(0x1B)) == 0)
        #expect(TerminalText.width(Unicode.Scalar(0x9B)) == 0)
        #expect(TerminalText.width(Unicode.Scalar(0x0A)) == 0)
    }

    @Test("Truncation ends in an ellipsis and never splits a wide character")
    func truncation() {
        #expect(TerminalText.truncate("Hello, world", toWidth: 20) == "Hello, world")
        #expect(TerminalText.truncate("Hello, world", toWidth: 12) == "Hello, world")
        #expect(TerminalText.truncate("Hello, world", toWidth: 6) == "Hello…")
        #expect(TerminalText.truncate("日本語", toWidth: 5) == "日本…")
        #expect(TerminalText.truncate("日本語", toWidth: 4) == "日…")  // 3 columns: 本 would not fit
        #expect(TerminalText.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
        #expect(TerminalText.truncate("abc", toWidth: 1) == "…")
        #expect(TerminalText.truncate("abc", toWidth: 0) == "")
        #expect(TerminalText.truncate("abc", toWidth: -3) == "")
    }
}

@Suite("Word wrapping")
struct WordWrapTests {
    @Test("Words wrap at spaces; blank lines between paragraphs stay")
    func paragraphs() {
        let text = "The quick brown fox jumps over the lazy dog.\n\nSecond paragraph here."
        #expect(
            TerminalText.wrap(text, width: 16) == [
                "The quick brown",
                "fox jumps over",
                "the lazy dog.",
                "",
                "Second paragraph",
                "here.",
            ])
    }

    @Test("An indent starts every line and counts toward the width")
    func indent() {
        #expect(TerminalText.wrap("one two three four", width: 10, indent: "  ") == ["  one two", "  three", "  four"])
    }

    @Test("A word longer than a line is broken by character, starting where it stands")
    func longWord() {
        #expect(TerminalText.wrap("abcdefghijklmnop", width: 5) == ["abcde", "fghij", "klmno", "p"])
        #expect(TerminalText.wrap("URL: https://example.com/x", width: 12) == ["URL: https:/", "/example.com", "/x"])
    }

    @Test("Wide characters wrap by their columns")
    func wide() {
        let lines = TerminalText.wrap("日本語の文章です", width: 5)
        #expect(lines == ["日本", "語の", "文章", "です"])
        #expect(lines.allSatisfy { TerminalText.width($0) <= 5 })
    }

    @Test("A character wider than the whole line becomes an ellipsis")
    func tooNarrow() {
        #expect(TerminalText.wrap("日a", width: 1) == ["…", "a"])
        #expect(TerminalText.wrap("anything", width: 0) == [])
        #expect(TerminalText.wrap("ab", width: 2, indent: "    ") == ["ab"])
    }

    @Test("Runs of spaces collapse; no line ends in a space")
    func spaces() {
        #expect(TerminalText.wrap("a    b   ", width: 10) == ["a b"])
        #expect(TerminalText.wrap("   ", width: 10) == [""])
    }
}
