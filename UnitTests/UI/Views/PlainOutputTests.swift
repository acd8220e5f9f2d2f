import ComicData
import ComicTestSupport
import ComicUI
import Testing

@Suite("Plain output for pipes and scripts")
struct PlainOutputTests {
    @Test("Piped lists: number, date and title separated by tabs, one comic a line, failures left out")
    func tabSeparated() throws {
        let comics = [SyntheticComic.comic(number: 3), try ViewFixtures.quirk(405), try ViewFixtures.quirk(409)]
        let failure = ComicFailure(number: 4, reason: .notFound(4))
        let lines = PlainComicList.lines(
            comics.map(FeedEntry.comic) + [.failure(failure)], bookmarked: [3], layout: .tabSeparated)
        #expect(
            TerminalTheme.plain.text(lines) == """
                3\t2006-01-03\tComic 3
                405\t2008-03-03\t[31mRed[0m Alert
                409\t2008-03-12\tNaïve Café

                """)
        for line in lines {
            #expect(line.text.split(separator: "\t", omittingEmptySubsequences: false).count == 3)
        }
    }

    @Test("A title with tabs and line breaks stays one line of three fields")
    func tabsInTitles() {
        var api = SyntheticComic.api(number: 7)
        api.title = "One\ttwo\nthree\r\nfour"
        let lines = PlainComicList.lines([.comic(Comic(raw: api))], layout: .tabSeparated)
        #expect(lines.map(\.text) == ["7\t2006-01-07\tOne two three four"])
    }

    @Test("At a terminal: aligned, bookmarks marked, failures in place; styled only through the theme")
    func aligned() {
        let comics = [SyntheticComic.comic(number: 12), SyntheticComic.comic(number: 10)]
        let failure = ComicFailure(number: 11, reason: .notFound(11))
        let entries: [FeedEntry] = [.comic(comics[0]), .failure(failure), .comic(comics[1])]
        let lines = PlainComicList.lines(entries, bookmarked: [10], layout: .aligned)
        #expect(
            TerminalTheme.plain.text(lines) == """
                   12    2006-01-12  Comic 12
                   11    (not loaded: \(ComicLoadError.notFound(11).description))
                   10 *  2006-01-10  Comic 10

                """)
        #expect(
            TerminalTheme(level: .color).text(lines[2])
                == "\u{1B}[2m   10\u{1B}[0m \u{1B}[33m*\u{1B}[0m  \u{1B}[2m2006-01-10\u{1B}[0m  Comic 10")
        #expect(TerminalTheme(level: .color).text(lines[1]).contains("\u{1B}[31m(not loaded"))
    }

    @Test("show wraps prose at word boundaries to the width; URLs stay whole")
    func detailWraps() {
        var api = SyntheticComic.api(number: 1037)
        api.alt =
            "Umwelt is the idea that because different animals have different senses, they experience different worlds."
        api.transcript =
            "[[A man talks.]]\nMan: Short line.\n\nAnother paragraph that is long enough to need wrapping here."
        api.img = "https://imgs.example.com/comics/a_very_long_file_name_for_a_comic_image_that_goes_on.png"
        let state = ComicDetailState(comic: Comic(raw: api), isBookmarked: true)
        let lines = PlainComicDetail.lines(state, width: 40)
        #expect(
            TerminalTheme.plain.text(lines) == """
                #1037 Comic 1037  [bookmarked]
                Published: 2009-02-01
                Image: https://imgs.example.com/comics/a_very_long_file_name_for_a_comic_image_that_goes_on.png
                Explain: https://www.explainxkcd.com/wiki/index.php/1037

                Alt text:
                Umwelt is the idea that because
                different animals have different senses,
                they experience different worlds.

                Transcript:
                [[A man talks.]]
                Man: Short line.

                Another paragraph that is long enough to
                need wrapping here.

                """)
        // Only the URL lines exceed the width, and no word is broken.
        #expect(
            lines.filter { TerminalText.width($0.text) > 40 }.map(\.text).allSatisfy {
                $0.hasPrefix("Image: ") || $0.hasPrefix("Explain: ")
            })
        #expect(
            TerminalTheme(level: .color).text(lines[0])
                == "\u{1B}[1m#1037 Comic 1037\u{1B}[0m  \u{1B}[33m[bookmarked]\u{1B}[0m")
        #expect(TerminalTheme(level: .monochrome).text(lines[5]) == "\u{1B}[1mAlt text:\u{1B}[0m")
    }

    @Test("A long title wraps too, and the bookmark mark goes below when it does not fit")
    func longTitle() {
        var api = SyntheticComic.api(number: 5)
        api.title = "A title long enough to wrap"
        let lines = PlainComicDetail.lines(ComicDetailState(comic: Comic(raw: api), isBookmarked: true), width: 20)
        #expect(lines.prefix(3).map(\.text) == ["#5 A title long", "enough to wrap", "[bookmarked]"])
        let empty = PlainComicDetail.lines(
            ComicDetailState(comic: SyntheticComic.comic(number: 6), isBookmarked: false), width: 0)
        #expect(empty.allSatisfy { !$0.text.contains("\u{1B}") })
    }

    @Test("An empty alt text says so; escape codes in text never get through")
    func emptyAltAndEscapes() throws {
        var api = SyntheticComic.api(number: 1193)
        api.alt = ""
        api.transcript = ""
        let lines = PlainComicDetail.lines(ComicDetailState(comic: Comic(raw: api), isBookmarked: false), width: 80)
        #expect(Array(lines.suffix(2)).map(\.text) == ["Alt text:", "(none)"])
        let hostile = PlainComicDetail.lines(
            ComicDetailState(comic: try ViewFixtures.quirk(405), isBookmarked: false), width: 80)
        #expect(
            !TerminalTheme.plain.text(hostile).unicodeScalars.contains {
                $0.value == 0x1B || (0x80...0x9F).contains($0.value)
            })
    }
}
