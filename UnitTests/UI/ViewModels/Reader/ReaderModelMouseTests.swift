import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// The mouse: SGR 1006 reports decoded, the wheel scrolls, clicks select and open.
@Suite("Reader model: the mouse")
struct ReaderModelMouseTests {
    typealias Fixture = ReaderModelTests

    static func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test("SGR reports: left press and the wheel, at 0-based cells; releases, motion and other buttons dropped")
    func decoding() {
        #expect(Self.decode("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(.click, row: 4, column: 9))])
        #expect(
            Self.decode("\u{1B}[<64;1;1M\u{1B}[<65;2;3M") == [
                .mouse(MouseEvent(.wheelUp, row: 0, column: 0)), .mouse(MouseEvent(.wheelDown, row: 2, column: 1)),
            ])
        #expect(Self.decode("\u{1B}[<0;10;5m\u{1B}[<32;3;3M\u{1B}[<2;3;3M\u{1B}[<0;0;3M\u{1B}[<0;;3M").isEmpty)
        #expect(Self.decode("\u{1B}[<0;10;5Mq") == [.mouse(MouseEvent(.click, row: 4, column: 9)), .character("q")])
    }

    @Test("the wheel moves a list's selection and scrolls a comic")
    func wheel() {
        var model = Fixture.reader(Array((1...20).reversed()))
        _ = model.handle(.key(.mouse(MouseEvent(.wheelDown, row: 3, column: 3))))
        #expect(Fixture.selected(model) == 17)
        _ = model.handle(.key(.mouse(MouseEvent(.wheelUp, row: 3, column: 3))))
        #expect(Fixture.selected(model) == 20)
        #expect(model.notice == nil, "a wheel at the top says nothing")

        _ = model.handle(.key(.enter))
        var api = SyntheticComic.api(number: 20)
        api.transcript = Array(repeating: "A long transcript line.", count: 40).joined(separator: "\n")
        _ = model.handle(.detail(ComicDetailState(comic: Comic(raw: api), isBookmarked: false)))
        _ = model.handle(.key(.mouse(MouseEvent(.wheelDown, row: 3, column: 3))))
        #expect(model.detail?.scrollOffset == 3)
    }

    @Test("a click selects a row; a click on the selected row opens it; clicks elsewhere do nothing")
    func clicks() {
        var model = Fixture.reader([5, 4, 3, 2, 1])
        #expect(model.handle(.key(.mouse(MouseEvent(.click, row: 3, column: 8)))) == [])
        #expect(Fixture.selected(model) == 3)
        #expect(
            model.handle(.key(.mouse(MouseEvent(.click, row: 3, column: 8))))
                == [.openDetail(SyntheticComic.comic(number: 3), from: .latest), .setRead(3, true)])
        _ = model.handle(.key(.escape))
        #expect(model.handle(.key(.mouse(MouseEvent(.click, row: 0, column: 8)))) == [], "the header")
        #expect(model.handle(.key(.mouse(MouseEvent(.click, row: 7, column: 8)))) == [], "below the rows")
        #expect(Fixture.selected(model) == 3)
        #expect(model.notice == nil)

        _ = model.handle(.key(.character("M")))
        #expect(model.handle(.key(.mouse(MouseEvent(.click, row: 1, column: 1)))) == [])
        #expect(model.routes.last == .markReadQuestion(from: .latest), "a click does not answer the question")
    }
}
