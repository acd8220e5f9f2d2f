import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// The "go to #" prompt, driven with plain events.
@Suite("Reader model: go to a comic")
struct ReaderModelGoToTests {
    static func typing(_ keys: [Key], into model: inout ReaderModel) -> [ReaderEffect] {
        keys.flatMap { model.handle(.key($0)) }
    }

    @Test("a digit opens the prompt with that digit; Enter opens the comic, fetched by number")
    func digitsThenEnter() {
        var model = ReaderModelTests.reader([3000, 2999])
        #expect(model.handle(.key(.character("4"))) == [])
        #expect(model.routes == [.list(.latest), .goTo(from: .latest)])
        #expect(model.goTo == TextField(text: "4"))
        #expect(model.keymap.screen == .goToPrompt)

        #expect(Self.typing([.character("0"), .character("5")], into: &model) == [])
        #expect(model.goTo?.text == "405")
        #expect(model.handle(.key(.enter)) == [.fetchComic(405, for: .latest)])
        #expect(model.routes == [.list(.latest), .detail(number: 405, from: .latest)])
        #expect(model.detail?.number == 405)
        #expect(model.goTo == nil)
        // The list under it kept its selection.
        #expect(ReaderModelTests.selected(model) == 3000)

        _ = model.handle(.key(.escape))
        #expect(model.routes == [.list(.latest)])
        #expect(model.detail == nil)
    }

    @Test("`:` opens an empty prompt; Backspace and Ctrl-U edit; Esc cancels with no effect")
    func colonEditCancel() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = Self.typing([.character(":"), .character("1"), .character("2"), .backspace], into: &model)
        #expect(model.goTo?.text == "1")
        _ = model.handle(.key(.control("u")))
        #expect(model.goTo?.text == "")
        #expect(model.handle(.key(.escape)) == [])
        #expect(model.routes == [.list(.latest)])
        #expect(model.goTo == nil)
    }

    @Test("letters are not typed: a notice says digits only, and the number stays")
    func lettersRejected() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = Self.typing([.character("1"), .character("q")], into: &model)
        #expect(model.routes.last == .goTo(from: .latest))
        #expect(model.goTo?.text == "1")
        #expect(model.notice == "go to: type a comic number (digits only)")
        // The next key clears the notice, as everywhere.
        _ = model.handle(.key(.character("2")))
        #expect(model.notice == nil)
        #expect(model.goTo?.text == "12")
    }

    @Test("an empty or zero number closes the prompt with a notice and opens nothing")
    func badNumbers() {
        var empty = ReaderModelTests.reader([3, 2, 1])
        #expect(Self.typing([.character(":"), .enter], into: &empty) == [])
        #expect(empty.routes == [.list(.latest)])
        #expect(empty.notice == "go to: type a comic number")

        var zero = ReaderModelTests.reader([3, 2, 1])
        #expect(Self.typing([.character("0"), .character("0"), .enter], into: &zero) == [])
        #expect(zero.routes == [.list(.latest)])
        #expect(zero.detail == nil)
        #expect(zero.notice == "comic numbers start at 1, got 0", "the words every command uses")
    }

    @Test("the number is bounded: digits past the seventh are ignored; six still open a comic")
    func bounded() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = Self.typing(Array(repeating: Key.character("9"), count: 10), into: &model)
        #expect(model.goTo?.text == "9999999")

        var six = ReaderModelTests.reader([3, 2, 1])
        _ = Self.typing(Array(repeating: Key.character("9"), count: 6), into: &six)
        #expect(six.notice == nil)
        #expect(six.handle(.key(.enter)) == [.fetchComic(999_999, for: .latest)])
    }

    @Test("a comic that cannot be had closes its screen and says why")
    func unavailable() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = Self.typing([.character("9"), .character("9"), .enter], into: &model)
        #expect(model.handle(.comicUnavailable(99, reason: "there is no comic 99")) == [])
        #expect(model.routes == [.list(.latest)])
        #expect(model.detail == nil)
        #expect(model.notice == "there is no comic 99")
        #expect(ReaderView.frame(for: model).plainLines.last?.hasPrefix("there is no comic 99") == true)
    }

    @Test("a fetched comic opens, and is marked read, only while its screen still waits for it")
    func fetchedComic() {
        let comic = SyntheticComic.comic(number: 405)
        var model = ReaderModelTests.reader([3000, 2999])
        _ = Self.typing([.character("4"), .character("0"), .character("5"), .enter], into: &model)
        #expect(
            model.handle(.comicFetched(comic, from: .latest)) == [
                .openDetail(comic, from: .latest), .setRead(405, true),
            ])
        var gone = ReaderModelTests.reader([3000, 2999])
        _ = Self.typing([.character("4"), .character("0"), .character("5"), .enter, .escape], into: &gone)
        #expect(gone.handle(.comicFetched(comic, from: .latest)) == [], "the person went back before it came")
        #expect(gone.routes == [.list(.latest)])
    }

    @Test("a late answer for a comic no longer shown changes only the notice")
    func lateUnavailable() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = Self.typing([.character("9"), .character("9"), .enter, .escape], into: &model)
        _ = model.handle(.comicUnavailable(99, reason: "there is no comic 99"))
        #expect(model.routes == [.list(.latest)])
    }

    @Test("the prompt shows on the status line over the list; it is in Bookmarks too")
    func view() {
        let list = ReaderModelTests.reader([3, 2, 1])
        var model = list
        _ = Self.typing([.character("4"), .character("2")], into: &model)
        let lines = ReaderView.frame(for: model).plainLines
        let listLines = ReaderView.frame(for: list).plainLines
        #expect(lines.count == ReaderModelTests.size.rows)
        #expect(lines.last?.hasPrefix("go to #42\(SearchView.cursor)  Enter open · Esc cancel") == true)
        #expect(lines.dropLast() == listLines.dropLast())

        var bookmarks = ReaderModelTests.reader([3, 2, 1])
        _ = Self.typing([.tab, .character("7"), .enter], into: &bookmarks)
        // Bookmarks are not in number order: the comic opens over Latest, which can continue from it.
        #expect(bookmarks.routes == [.list(.latest), .detail(number: 7, from: .latest)])
    }
}
