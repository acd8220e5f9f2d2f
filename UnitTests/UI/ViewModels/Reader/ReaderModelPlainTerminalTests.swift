import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// Plain terminals: ASCII frames, and a status line that keeps its hints under a long notice.
@Suite("Reader model: plain terminals")
struct ReaderModelPlainTerminalTests {
    typealias Fixture = ReaderModelTests

    static func isASCII(_ frame: Frame) -> Bool {
        frame.plainLines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }
    }

    // XKCD_ASCII, which overrides the locale, is a setting: ComicSettings resolves it.
    @Test("a locale that is set and not UTF-8 means ASCII; no locale means UTF-8")
    func detection() {
        #expect(TerminalFacts(environment: ["LANG": "C", "LC_ALL": "C"]).isASCIILocale)
        #expect(TerminalFacts(environment: ["LANG": "en_US.ISO-8859-1"]).isASCIILocale)
        #expect(TerminalFacts(environment: ["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"]).isASCIILocale)
        #expect(!TerminalFacts(environment: ["LANG": "C.UTF-8"]).isASCIILocale)
        #expect(!TerminalFacts(environment: ["LC_CTYPE": "de_DE.utf8", "LANG": "C"]).isASCIILocale)
        #expect(!TerminalFacts(environment: [:]).isASCIILocale)
    }

    @Test("ASCII folding keeps letters' bases and the screens' marks' meaning")
    func folding() {
        #expect(TerminalText.asciiFolded("Naïve Café — 3 · › ↑↓ …") == "Naive Cafe - 3 | > ^v ...")
        #expect(TerminalText.asciiFolded("┌─┐│▀") == "+-+|#")
        #expect(TerminalText.asciiFolded("漢") == "?")
        let unread = TerminalText.asciiFolded(ComicListView.unreadMark)
        #expect(unread != "*", "the bookmark's mark is *: an unread comic must not look bookmarked")
    }

    @Test("with ASCII only at 40 columns, a link cut in the middle keeps its end: the comic's number")
    func asciiLinkKeepsItsEnd() throws {
        let size = TerminalSize(rows: 16, columns: 40)
        var model = ReaderModel(size: size, asciiOnly: true)
        _ = model.handle(.list(Fixture.list([3102, 3101])))
        _ = model.handle(.key(.enter))
        _ = model.handle(.detail(ComicDetailState(comic: SyntheticComic.comic(number: 3102), isBookmarked: false)))
        let lines = ReaderView.frame(for: model).plainLines.map { $0.trimmingCharacters(in: .whitespaces) }
        let link = try #require(lines.first { $0.hasPrefix("https://www.explainxkcd.com/") }, "\(lines)")
        #expect(link.hasSuffix(".../3102"), "\(link)")
        #expect(link.count <= 40)

        // A cut at the end (a long title) keeps its dots whole.
        #expect(TerminalText.asciiFolded("Long title…", toWidth: 8) == "Long ...")
        #expect(TerminalText.asciiFolded("a — b", toWidth: 4) == "a - ")
    }

    @Test("with ASCII only, every screen's frame is ASCII and fits the width")
    func asciiFrames() {
        let size = TerminalSize(rows: 12, columns: 40)
        var model = ReaderModel(size: size, asciiOnly: true)
        _ = model.handle(.list(Fixture.list([409, 3, 2, 1], hasMore: true)))
        #expect(Self.isASCII(ReaderView.frame(for: model)))
        _ = model.handle(.key(.enter))
        var api = SyntheticComic.api(number: 409)
        api.title = "Naïve Café"
        api.alt = "“Quoted” — and… more"
        _ = model.handle(.detail(ComicDetailState(comic: Comic(raw: api), isBookmarked: true)))
        var frame = ReaderView.frame(for: model)
        #expect(Self.isASCII(frame))
        #expect(frame.plainLines[0].hasPrefix("xkcd #409 - Naive Cafe"))
        _ = model.handle(.key(.character("?")))
        #expect(Self.isASCII(ReaderView.frame(for: model)))
        _ = model.handle(.key(.escape))
        _ = model.handle(.key(.escape))
        _ = model.handle(.key(.character("/")))
        frame = ReaderView.frame(for: model)
        #expect(Self.isASCII(frame))
        #expect(frame.plainLines.allSatisfy { $0.count <= 40 })
    }

    @Test("a long notice keeps q quit and ? help in view; ? shows all of it; the next key closes it")
    func longNotice() throws {
        var model = Fixture.reader([3, 2, 1])
        let error = "Could not refresh: Failed to connect to 127.0.0.1 port 9: Connection refused (after 3 tries)"
        _ = model.handle(.notice(error))
        var last = try #require(ReaderView.frame(for: model).plainLines.last)
        #expect(last.count <= 80)
        #expect(last.contains("? more · q quit"))
        #expect(last.hasPrefix("Could not refresh"))

        #expect(model.handle(.key(.character("?"))) == [])
        #expect(model.routes == [.list(.latest)], "? expanded the notice instead of opening the help")
        let lines = ReaderView.frame(for: model).plainLines
        let shown = lines.suffix(4).joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(shown.contains("Connection refused (after 3 tries)"))
        #expect(shown.contains("q quit"))

        _ = model.handle(.key(.character("j")))
        #expect(model.notice == nil)
        last = try #require(ReaderView.frame(for: model).plainLines.last)
        #expect(last.hasPrefix("Latest"))
    }
}
