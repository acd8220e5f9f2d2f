import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// One meaning per key: a letter does the same on every screen where it
/// applies, and a key that does nothing says so.
@Suite("Reader model: one meaning per key")
struct ReaderModelKeyMeaningTests {
    typealias Fixture = ReaderModelTests

    /// The search results for "z" showing `numbers`, the prompt left.
    static func results(_ numbers: [Int], unread: Set<Int> = []) -> ReaderModel {
        var model = Fixture.reader([3, 2, 1])
        _ = model.handle(.key(.character("/")))
        _ = model.handle(.key(.character("z")))
        _ = model.handle(.list(Fixture.list(.search, numbers, unread: unread)))
        _ = model.handle(.key(.enter))
        return model
    }

    @Test("a letter bound on several screens does the same on each", arguments: ["b", "u", "R", "o", "e", "z", "/"])
    func sameLetterSameAction(letter: String) throws {
        let key = Key.character(try #require(letter.first))
        let actions = [ReaderScreen.list, .searchResults, .detail].compactMap {
            ReaderKeymap.forScreen($0).action(for: key)
        }
        #expect(Set(actions.filter { $0 != .search }).count <= 1, "\(actions)")
        #expect(ReaderKeymap.list.action(for: key) == ReaderKeymap.searchResults.action(for: key))
    }

    @Test("a screen up is PgUp and Ctrl-B, a screen down PgDn and Ctrl-F, on every screen that scrolls")
    func paging() {
        for screen in [ReaderScreen.list, .searchResults, .detail, .help] {
            let keymap = ReaderKeymap.forScreen(screen)
            #expect(keymap.action(for: .control("b")) == .movePage(-1), "\(screen)")
            #expect(keymap.action(for: .pageUp) == .movePage(-1), "\(screen)")
            #expect(keymap.action(for: .control("f")) == .movePage(1), "\(screen)")
        }
    }

    @Test("u in search results marks the selected result read or unread, as on the lists")
    func markReadInResults() {
        var model = Self.results([7, 5], unread: [7])
        #expect(model.handle(.key(.character("u"))) == [.setRead(7, true)])
        #expect(model.notice == "Comic 7 marked read")
        #expect(model.handle(.key(.character("o"))) == [.openOutside(ComicLink(.xkcd, number: 7)!)])
        #expect(model.handle(.key(.character("R"))) == [.pickRandom])
    }

    @Test("a key bound to nothing says so; a key that cannot act here says so; moves at an end stay quiet")
    func keysThatDoNothing() {
        var model = Fixture.reader([3, 2, 1])
        #expect(model.handle(.key(.character("w"))) == [])
        #expect(model.notice == "w is not a key here · ? lists the keys")

        #expect(model.handle(.key(.character("k"))) == [])
        #expect(model.notice == nil, "moving up at the top is not news")

        _ = model.handle(.key(.enter))
        _ = model.handle(.detail(ComicDetailState(comic: SyntheticComic.comic(number: 3), isBookmarked: false)))
        #expect(model.handle(.key(.character("p"))) == [])
        #expect(model.notice == "#3 is the newest comic")
        _ = model.handle(.key(.character("G")))
        #expect(model.notice == nil)
    }

    @Test("the help wraps its descriptions in a narrow window instead of cutting them")
    func helpWraps() {
        let lines = HelpView.render(ReaderKeymap.list, size: TerminalSize(rows: 200, columns: 20))
        let text = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        for binding in ReaderKeymap.list.bindings {
            #expect(text.contains(binding.summary), "\(binding.summary)")
        }
        #expect(lines.allSatisfy { TerminalText.width($0) <= 20 })
    }
}
