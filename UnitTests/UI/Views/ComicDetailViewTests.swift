import ComicData
import ComicTestSupport
import ComicUI
import Testing

@Suite("Comic detail view")
struct ComicDetailViewTests {
    @Test("A comic with entities and accents at 80×24")
    func detail80x24() throws {
        let state = ComicDetailState(comic: try ViewFixtures.quirk(409), isBookmarked: false)
        let lines = ComicDetailView.render(state, size: TerminalSize(rows: 24, columns: 80))
        let expected =
            [
                "xkcd #409 — Naïve Café",
                "Published 2008-03-12 · Not bookmarked",
                "Image: https://imgs.example.com/comics/naive_cafe.png",
                "Explain: https://www.explainxkcd.com/wiki/index.php/409",
                "",
                "Alt text",
                "  Naïve and\u{A0}café “quoted” — &lt;not a tag&gt; &bogus; & alone",
                "",
                "Transcript",
                "  Crêpe, Pokémon and Königsberg are spelled right.",
            ] + Array(repeating: "", count: 13) + [
                "q back · b bookmark · ↑↓ scroll · Q quit"
            ]
        #expect(lines == expected)
    }

    @Test("A bookmarked comic with news at 40×16: a long URL on a line of its own, cut in the middle, never broken")
    func detail40x16() throws {
        let state = ComicDetailState(comic: try ViewFixtures.quirk(410), isBookmarked: true)
        let lines = ComicDetailView.render(state, size: TerminalSize(rows: 16, columns: 40))
        #expect(
            ViewFixtures.text(lines) == """
                xkcd #410 — Guest Week
                Published 2008-03-14 · * Bookmarked
                Image:
                https://imgs.example.com…/guest_week.png
                Explain:
                https://www.explainxkcd.com/wiki/in…/410

                Alt text
                  A comic with extra parts.

                News
                  Guest week! Today's comic is by a
                  friend.
                  Back to normal soon.

                q back · b bookmark · ↑↓ scroll · Q quit
                """)
    }

    @Test("At 40×10 the text scrolls, and the status line says where")
    func scrolled40x10() throws {
        let state = ComicDetailState(comic: try ViewFixtures.quirk(409), isBookmarked: false)
        let size = TerminalSize(rows: 10, columns: 40)
        #expect(ComicDetailView.contentHeight(state, size: size) == 13)
        #expect(ComicDetailView.maxScrollOffset(state, size: size) == 5)
        let lines = ComicDetailView.render(state, size: size, scrollOffset: 5)
        #expect(
            ViewFixtures.text(lines) == """
                xkcd #409 — Naïve Café

                Alt text
                  Naïve and\u{A0}café “quoted” — &lt;not a
                  tag&gt; &bogus; & alone

                Transcript
                  Crêpe, Pokémon and Königsberg are
                  spelled right.
                lines 6–13 of 13 · q back · Q quit
                """)
        // Past the end, or before the start, the offset is clamped.
        #expect(ComicDetailView.render(state, size: size, scrollOffset: 99) == lines)
        #expect(
            ComicDetailView.render(state, size: size, scrollOffset: -4) == ComicDetailView.render(state, size: size))
    }

    @Test("A 15,000-character transcript wraps to the width, no line wider than the terminal")
    func longTranscript() {
        let comic = ViewFixtures.longTranscriptComic()
        #expect(comic.transcript.count >= 15_000)
        let state = ComicDetailState(comic: comic, isBookmarked: false)
        for size in [
            TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 10, columns: 40), TerminalSize(rows: 5, columns: 7),
        ] {
            let height = ComicDetailView.contentHeight(state, size: size)
            let visible = ComicDetailView.visibleLineCount(in: size)
            #expect(ComicDetailView.maxScrollOffset(state, size: size) == height - visible)

            // A screen tall enough for all of it shows every line at once.
            let all = ComicDetailView.render(state, size: TerminalSize(rows: height + 2, columns: size.columns))
            #expect(ViewFixtures.widest(all) <= size.columns)
            #expect(all.count == height + 2)
            // Every word of the transcript is there, in order.
            let shown = all.joined(separator: " ").split(separator: " ").joined()
            let words = comic.transcript.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined()
            #expect(shown.contains(words))

            // Scrolled past the end, the screen shows the last lines.
            let last = ComicDetailView.render(state, size: size, scrollOffset: height)
            #expect(last.count == size.rows)
            #expect(last.dropFirst().dropLast() == all.dropFirst().dropLast().suffix(visible))
        }
        let lines = ComicDetailView.render(state, size: TerminalSize(rows: 24, columns: 80), scrollOffset: 8)
        #expect(lines[1] == "  [[Panel 1: a person stands next to a very long sign that reads")
        #expect(lines[2] == "  SUPERCALIFRAGILISTICEXPIALIDOCIOUSANDTHENSOMEMOREUNBROKENTEXTTHATNEVERENDS.]]")
        #expect(lines[23].hasPrefix("lines 9–30 of "))
    }

    @Test("Escape sequences in title, alt and transcript (405) never reach the output")
    func escapeSequences() throws {
        let state = ComicDetailState(comic: try ViewFixtures.quirk(405), isBookmarked: false)
        for size in [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 10, columns: 40)] {
            let lines = ComicDetailView.render(state, size: size)
            #expect(!Array(lines.joined().utf8).contains(0x1B))
            #expect(ViewFixtures.unsafeScalars(in: lines).isEmpty)
        }
        let lines = ComicDetailView.render(state, size: TerminalSize(rows: 14, columns: 80))
        #expect(lines[0] == "xkcd #405 — Red Alert")
        #expect(lines[6] == "  Set the window title.")
        #expect(lines[9...10] == ["  Line one", "  Line two"])
    }

    @Test("A right-to-left override in the title (1137) never reaches the output")
    func rightToLeftOverride() {
        let state = ComicDetailState(comic: ViewFixtures.rightToLeftComic(), isBookmarked: false)
        let lines = ComicDetailView.render(state, size: TerminalSize(rows: 24, columns: 80))
        #expect(lines[0] == "xkcd #1137 — LTR")
        #expect(!lines.joined().unicodeScalars.contains("\u{202E}"))
    }

    @Test("A title too long for the header is shown whole in the text")
    func longTitle() {
        var api = SyntheticComic.api(number: 2000)
        api.title = "A title that is much too long for a narrow terminal"
        let state = ComicDetailState(comic: Comic(raw: api), isBookmarked: false)
        let lines = ComicDetailView.render(state, size: TerminalSize(rows: 8, columns: 30))
        #expect(lines[0] == "xkcd #2000 — A title that is…")
        #expect(lines[1...2] == ["A title that is much too long", "for a narrow terminal"])
    }

    @Test(
        "Tiny terminals get what fits, and nothing wider",
        arguments: [
            (0, 0), (1, 1), (1, 80), (2, 10), (3, 1), (3, 10), (10, 3), (24, 0), (-1, -1),
        ])
    func tiny(rows: Int, columns: Int) throws {
        let state = ComicDetailState(comic: try ViewFixtures.quirk(401), isBookmarked: true)
        let size = TerminalSize(rows: rows, columns: columns)
        let lines = ComicDetailView.render(state, size: size, scrollOffset: 3)
        #expect(lines.count == max(0, rows))
        #expect(ViewFixtures.widest(lines) <= max(0, columns))
        // The view stops scrolling where maxScrollOffset says the end is.
        let end = ComicDetailView.maxScrollOffset(state, size: size)
        #expect(
            ComicDetailView.render(state, size: size, scrollOffset: end + 1)
                == ComicDetailView.render(state, size: size, scrollOffset: end))
    }
}
