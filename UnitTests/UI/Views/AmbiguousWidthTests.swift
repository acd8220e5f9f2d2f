import ComicUI
import Testing

@Suite("East Asian ambiguous width")
struct AmbiguousWidthTests {
    @Test(
        "Narrow by default, two columns on a CJK terminal; wide and zero-width characters unchanged",
        arguments: [
            ("…—·", 3, 6),
            ("↑↓ move", 7, 9),
            ("αβγ", 3, 6),  // Greek is ambiguous
            ("Pokémon", 7, 8),  // é is ambiguous
            ("\u{FFFD}", 1, 2),  // replacement character (1913)
            ("abc", 3, 3),
            ("日本", 4, 4),
            ("e\u{301}", 1, 1),  // combining marks stay zero-width although ambiguous
            ("›", 1, 1),  // neutral, not ambiguous
            ("👍", 2, 2),
        ])
    func widths(text: String, narrow: Int, wide: Int) {
        #expect(TerminalText.width(text) == narrow)
        #expect(TerminalText.width(text, ambiguousIsWide: true) == wide)
    }

    @Test("Truncation and wrapping measure ambiguous characters as the terminal does")
    func fitting() {
        #expect(TerminalText.truncate("αβγδ", toWidth: 6, ambiguousIsWide: true) == "αβ…")  // 2 + 2 + 2
        #expect(TerminalText.wrap("α β γ", width: 5, ambiguousIsWide: true) == ["α β", "γ"])
        #expect(TerminalText.truncate("αβγδ", toWidth: 3) == "αβ…")
    }

    @Test(
        "a Chinese, Japanese or Korean locale means wide",
        arguments: [
            ([:], false),
            (["LANG": "en_US.UTF-8"], false),
            (["LANG": "ja_JP.UTF-8"], true),
            (["LANG": "zh_CN.UTF-8"], true),
            (["LANG": "ko_KR.UTF-8"], true),
            (["LANG": "C.UTF-8"], false),
            (["LC_ALL": "en_US.UTF-8", "LANG": "ja_JP.UTF-8"], false),  // LC_ALL wins
            (["LC_CTYPE": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"], true),  // LC_CTYPE over LANG
            (["LC_ALL": "", "LANG": "ko_KR"], true),  // empty means unset
        ])
    func environment(environment: [String: String], wide: Bool) {
        // XKCD_AMBIGUOUS_WIDE, which overrides the locale, is a setting (SettingsResolutionTests).
        #expect(TerminalFacts(environment: environment).isCJKLocale == wide)
    }
}
