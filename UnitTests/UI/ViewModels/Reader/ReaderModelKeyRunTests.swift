import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// Counted runs of keys (what the key queue hands over while the reader is
/// busy): every press counts, a move's run in one frame, nothing folded.
@Suite("Reader model: counted key runs")
struct ReaderModelKeyRunTests {
    typealias Fixture = ReaderModelTests

    @Test("Down×4 and j×4 in one batch move eight rows, as eight presses one by one do")
    func movesCount() {
        var counted = Fixture.reader(Array((1...40).reversed()))
        var pressed = counted
        _ = counted.handle(.keys([KeyPress(.down, count: 4), KeyPress(.character("j"), count: 4)]))
        for key in Array(repeating: Key.down, count: 4) + Array(repeating: Key.character("j"), count: 4) {
            _ = pressed.handle(.key(key))
        }
        #expect(Fixture.selected(counted) == 32)
        #expect(counted == pressed)
    }

    @Test("seventy j past the loaded end wait as a target, reached when the rows come")
    func pastTheLoadedEnd() {
        var model = Fixture.reader(Array((3065...3104).reversed()), hasMore: true)
        let effects = model.handle(.keys([KeyPress(.character("j"), count: 70)]))
        #expect(effects.contains(.loadMore(.latest)))
        #expect(Fixture.selected(model) == 3065)
        _ = model.handle(.list(Fixture.list(.latest, Array((3000...3104).reversed()), hasMore: true)))
        #expect(Fixture.selected(model) == 3034)
    }

    @Test("PgDn×2 in a comic scrolls two screens; the wheel×3 scrolls three steps")
    func scrollsCount() {
        var model = Fixture.reader([20])
        _ = model.handle(.key(.enter))
        var api = SyntheticComic.api(number: 20)
        api.transcript = (1...200).map { "Transcript line \($0)." }.joined(separator: "\n")
        _ = model.handle(.detail(ComicDetailState(comic: Comic(raw: api), isBookmarked: false)))
        var oneByOne = model
        _ = model.handle(.keys([KeyPress(.pageDown, count: 2)]))
        _ = oneByOne.handle(.key(.pageDown))
        _ = oneByOne.handle(.key(.pageDown))
        #expect(model.detail?.scrollOffset == oneByOne.detail?.scrollOffset)
        #expect((model.detail?.scrollOffset ?? 0) > 0)

        let before = model.detail?.scrollOffset ?? 0
        let wheel = Key.mouse(MouseEvent(.wheelDown, row: 3, column: 3))
        _ = model.handle(.keys([KeyPress(wheel, count: 3)]))
        #expect(model.detail?.scrollOffset == before + 3 * ReaderModel.wheelStep)
    }

    @Test("in the search prompt, Left×3 moves the cursor three places and x×3 types three")
    func promptEditsCount() {
        var model = Fixture.reader([3, 2, 1])
        _ = model.handle(.key(.character("/")))
        _ = model.handle(.keys([KeyPress(.character("a")), KeyPress(.character("b")), KeyPress(.character("c"))]))
        _ = model.handle(.keys([KeyPress(.left, count: 3), KeyPress(.character("x"), count: 3)]))
        #expect(model.search?.field.text == "xxxabc")
        #expect(model.search?.field.cursor == 3)
    }

    @Test("a quit ends the batch: keys after it are not handled")
    func quitEndsTheBatch() {
        var model = Fixture.reader([3, 2, 1])
        let effects = model.handle(.keys([KeyPress(.character("Q")), KeyPress(.character("j"), count: 2)]))
        #expect(effects.last == .quit(signal: nil))
        #expect(Fixture.selected(model) == 3)
    }

    @Test("a run of an unbound key says so once; a run of b asks for the bookmark")
    func runsOfOtherKeys() {
        var model = Fixture.reader([3, 2, 1])
        var pressedOnce = model
        _ = pressedOnce.handle(.key(.character("%")))
        #expect(model.handle(.keys([KeyPress(.character("%"), count: KeyPress.maximumCount)])).isEmpty)
        #expect(model == pressedOnce)
        #expect(model.notice != nil)
        let effects = model.handle(.keys([KeyPress(.character("b"), count: 2)]))
        #expect(effects.first == .setBookmark(SyntheticComic.comic(number: 3), true))
    }
}
