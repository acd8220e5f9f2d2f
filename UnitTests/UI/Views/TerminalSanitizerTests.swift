import ComicUI
import Testing

@Suite("Terminal sanitizer: whole sequences go, the visible text stays exactly")
struct TerminalSanitizerTests {
    /// Every family of sequence, in 7-bit and 8-bit forms, and lone controls.
    static let forms: [(name: String, sequence: String)] = [
        ("CSI erase screen", "\u{1B}[2J"),
        ("CSI colour with parameters", "\u{1B}[1;31;48;5;196m"),
        ("CSI private mode", "\u{1B}[?1049h"),
        ("CSI with intermediate", "\u{1B}[0 q"),
        ("OSC title ended by BEL", "\u{1B}]0;pwned\u{07}"),
        ("OSC hyperlink ended by ST", "\u{1B}]8;;https://evil.example\u{1B}\\"),
        ("OSC ended by 8-bit ST", "\u{1B}]2;title\u{9C}"),
        ("DCS string", "\u{1B}P1$r0m\u{1B}\\"),
        ("SOS string", "\u{1B}Xhidden\u{1B}\\"),
        ("PM string", "\u{1B}^private\u{1B}\\"),
        ("APC string (kitty graphics)", "\u{1B}_Gf=100;AAAA\u{1B}\\"),
        ("8-bit CSI", "\u{9B}2J"),
        ("8-bit CSI colour", "\u{9B}31m"),
        ("8-bit OSC", "\u{9D}0;pwned\u{07}"),
        ("8-bit DCS", "\u{90}q#0;2;0;0;0\u{9C}"),
        ("8-bit APC", "\u{9F}payload\u{9C}"),
        ("8-bit PM", "\u{9E}payload\u{9C}"),
        ("8-bit SOS", "\u{98}payload\u{9C}"),
        ("charset designation", "\u{1B}(B"),
        ("save cursor", "\u{1B}7"),
        ("full reset", "\u{1B}c"),
        ("lone C1 (NEL)", "\u{85}"),
        ("NUL", "\u{0}"),
        ("BEL", "\u{07}"),
        ("backspace", "\u{08}"),
        ("DEL", "\u{7F}"),
        ("right-to-left override", "\u{202E}"),
        ("left-to-right isolate", "\u{2066}"),
        ("pop directional isolate", "\u{2069}"),
        ("right-to-left mark", "\u{200F}"),
        ("Arabic letter mark", "\u{061C}"),
    ]

    @Test("each form between two words leaves exactly the two words", arguments: forms.map(\.sequence))
    func removesWholeSequence(sequence: String) {
        #expect(TerminalSanitizer.line("before" + sequence + "after") == "beforeafter")
        #expect(TerminalSanitizer.lines("before" + sequence + "after") == "beforeafter")
    }

    @Test("the escape-injection title renders as exactly its visible text")
    func injectedTitle() {
        let title = "\u{1B}[2J\u{1B}]0;pwned\u{07}Exoplanet System\u{1B}[31m"
        #expect(TerminalSanitizer.line(title) == "Exoplanet System")
    }

    @Test("a CSI cut short by a character that cannot belong to it keeps that character")
    func brokenSequence() {
        #expect(TerminalSanitizer.line("a\u{1B}[12é b") == "aé b")
        #expect(TerminalSanitizer.line("a\u{1B}\u{1B}[1mb") == "ab")
    }

    @Test("a lone ESC goes; what follows it stays unless it makes a sequence with it")
    func loneEscape() {
        #expect(TerminalSanitizer.line("before\u{1B}") == "before")
        #expect(TerminalSanitizer.line("before\u{1B}é after") == "beforeé after")
        #expect(TerminalSanitizer.line("before\u{1B}\u{1B}[0mafter") == "beforeafter")
        // `ESC a` is itself a sequence (as `ESC c`, `ESC 7`): a terminal eats the letter too.
        #expect(TerminalSanitizer.line("before\u{1B}after") == "beforefter")
    }

    @Test("an unterminated string swallows the rest, as a terminal would")
    func unterminatedString() {
        #expect(TerminalSanitizer.line("shown\u{1B}]0;never ends") == "shown")
        #expect(TerminalSanitizer.line("shown\u{1B}[") == "shown")
    }

    @Test("line breaks and tabs: spaces in a line, newlines in lines")
    func breaks() {
        #expect(TerminalSanitizer.line("a\r\nb\tc\u{2028}d") == "a b c d")
        #expect(TerminalSanitizer.lines("a\r\nb\rc\u{2029}d\ne") == "a\nb\nc\nd\ne")
    }

    @Test("ordinary text, non-ASCII included, is untouched")
    func plainText() {
        let text = "Pokémon — 日本語 ＡＢ “quotes” ½ 🙂"
        #expect(TerminalSanitizer.line(text) == text)
    }
}
