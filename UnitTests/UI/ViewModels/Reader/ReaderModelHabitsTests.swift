import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// Habits a reader brings from tig, newsboat, mutt and less (issue 30):
/// `q` backs out, `Q` quits, half-screen moves, readline prompts, and keys
/// that wait for what they need instead of giving up. Plain events.
@Suite("Reader model: a newsboat user's habits")
struct ReaderModelHabitsTests {
    typealias Fixture = ReaderModelTests

    @Test(
        "q backs out one level: comic to list, help to the screen below, results to the feed; it quits only from a list"
    )
    func qBacksOut() {
        var model = Fixture.reader([3, 2, 1])
        _ = model.handle(.key(.enter))
        _ = model.handle(.key(.character("?")))
        #expect(model.handle(.key(.character("q"))) == [])
        #expect(model.routes == [.list(.latest), .detail(number: 3, from: .latest)])
        #expect(model.handle(.key(.character("q"))) == [.closeDetail(3)])
        #expect(model.routes == [.list(.latest)])

        _ = model.handle(.key(.character("/")))
        _ = model.handle(.key(.character("q")))
        #expect(model.search?.field.text == "q", "in the prompt q is text")
        _ = model.handle(.key(.enter))
        #expect(model.handle(.key(.character("q"))) == [.closeSearch])
        #expect(model.routes == [.list(.latest)])

        #expect(model.handle(.key(.character("q"))) == [.quit(signal: nil)])
    }

    @Test("Q quits from every screen but a text field; Ctrl-C from every screen")
    func capitalQQuits() {
        var model = Fixture.reader([3, 2, 1])
        #expect(model.handle(.key(.character("Q"))) == [.quit(signal: nil)])
        _ = model.handle(.key(.enter))
        #expect(model.handle(.key(.character("Q"))) == [.quit(signal: nil)])
        _ = model.handle(.key(.character("?")))
        #expect(model.handle(.key(.character("Q"))) == [.quit(signal: nil)])

        var question = Fixture.reader([3, 2, 1])
        _ = question.handle(.key(.character("M")))
        #expect(question.handle(.key(.character("Q"))) == [.quit(signal: nil)])

        var prompt = Fixture.reader([3, 2, 1])
        _ = prompt.handle(.key(.character("/")))
        _ = prompt.handle(.key(.character("Q")))
        #expect(prompt.search?.field.text == "Q")
        #expect(prompt.handle(.key(.interrupt)) == [.quit(signal: nil)])
        for screen in ReaderScreen.allCases {
            #expect(ReaderKeymap.forScreen(screen).action(for: .interrupt) == .quit, "\(screen)")
        }
    }

    @Test("Ctrl-D and Ctrl-U move half a screen in a list")
    func halfScreenInList() {
        // 10 rows: 8 of them rows of comics, so half a screen is 4.
        var model = Fixture.reader(Array((1...40).reversed()))
        #expect(ListLayout.visibleRowCount(in: Fixture.size) == 8)
        _ = model.handle(.key(.control("d")))
        #expect(Fixture.selected(model) == 36)
        _ = model.handle(.key(.control("d")))
        #expect(Fixture.selected(model) == 32)
        _ = model.handle(.key(.control("u")))
        #expect(Fixture.selected(model) == 36)
        #expect(model.notice == nil, "a key of this screen, not 'not a key here'")
    }

    @Test("Ctrl-D and Ctrl-U scroll half a screen in a comic")
    func halfScreenInComic() {
        var model = ReaderDetailLayoutTests.opened(size: Fixture.size)
        _ = model.handle(.key(.control("d")))
        #expect(model.detail?.scrollOffset == 4)
        _ = model.handle(.key(.control("d")))
        _ = model.handle(.key(.control("u")))
        #expect(model.detail?.scrollOffset == 4)
    }

    @Test("the help scrolls with the keys of every other screen: g G Home End Space PgDn PgUp Ctrl-D Ctrl-U")
    func helpScrolls() throws {
        var model = Fixture.reader([3, 2, 1])
        _ = model.handle(.key(.enter))
        _ = model.handle(.key(.character("?")))
        let bottom = HelpLayout.maxScrollOffset(for: ReaderKeymap.detail, size: Fixture.size, ambiguousIsWide: false)
        try #require(bottom > 8, "the comic's keys fill more than a screen")
        _ = model.handle(.key(.character("G")))
        #expect(model.helpScrollOffset == bottom)
        _ = model.handle(.key(.character("g")))
        #expect(model.helpScrollOffset == 0)
        _ = model.handle(.key(.end))
        #expect(model.helpScrollOffset == bottom)
        _ = model.handle(.key(.home))
        #expect(model.helpScrollOffset == 0)
        _ = model.handle(.key(.character(" ")))
        #expect(model.helpScrollOffset == 8)
        _ = model.handle(.key(.pageUp))
        #expect(model.helpScrollOffset == 0)
        _ = model.handle(.key(.control("d")))
        #expect(model.helpScrollOffset == 4)
        _ = model.handle(.key(.control("u")))
        #expect(model.helpScrollOffset == 0)
        #expect(model.notice == nil)
        #expect(model.routes.last == .help(for: .detail))
    }

    @Test(
        "the search prompt edits like readline: ← → Ctrl-A Ctrl-E move the cursor, Ctrl-W Ctrl-U delete, and the cursor shows"
    )
    func readlinePrompt() {
        var (model, _) = ReaderModelSearchTests.searching("bobby tables")
        #expect(ReaderModelSearchTests.settled(&model, .key(.control("w"))) == [.search("bobby ")])
        _ = model.handle(.key(.control("a")))
        #expect(ReaderModelSearchTests.settled(&model, .key(.character("x"))) == [.search("xbobby ")])
        _ = model.handle(.key(.right))
        _ = model.handle(.key(.right))
        _ = model.handle(.key(.left))
        #expect(model.search?.field.cursor == 2)
        #expect(ReaderView.frame(for: model).plainLines.first?.hasPrefix("Search: xb▏obby") == true)
        #expect(ReaderModelSearchTests.settled(&model, .key(.backspace)) == [.search("xobby ")])
        _ = model.handle(.key(.control("a")))
        #expect(ReaderModelSearchTests.settled(&model, .key(.delete)) == [.search("obby ")])
        _ = model.handle(.key(.control("e")))
        #expect(ReaderModelSearchTests.settled(&model, .key(.character("!"))) == [.search("obby !")])
        _ = model.handle(.key(.left))
        #expect(
            ReaderModelSearchTests.settled(&model, .key(.control("u"))) == [.search("!")],
            "Ctrl-U deletes to the start, as in a shell")
        #expect(model.notice == nil)
    }

    @Test("the go-to prompt edits like readline too, and shows its cursor")
    func readlineGoTo() {
        var model = Fixture.reader([3, 2, 1])
        _ = ReaderModelGoToTests.typing([.character("4"), .character("0"), .character("5")], into: &model)
        _ = model.handle(.key(.left))
        _ = model.handle(.key(.left))
        _ = model.handle(.key(.character("1")))
        #expect(model.goTo?.text == "4105")
        #expect(ReaderView.frame(for: model).plainLines.last?.hasPrefix("go to #41▏05") == true)
        _ = model.handle(.key(.control("w")))
        #expect(model.goTo?.text == "05")
        #expect(model.handle(.key(.enter)) == [.fetchComic(5, for: .latest)])
    }

    @Test("go to, then p before the list has started at the comic: p waits, then opens the comic above")
    func previousAfterGoTo() {
        var model = ReaderModelTests.reader(ReaderModelJumpTests.newest, hasMore: true)
        _ = ReaderModelJumpTests.goTo(2000, in: &model)
        _ = model.handle(ReaderModelJumpTests.arrived(2000))
        // The list has not started at 2000 yet: it still shows the newest comics.
        #expect(model.handle(.key(.character("p"))) == [])
        #expect(model.notice != "#2000 is the newest comic")
        #expect(model.routes.last == .detail(number: 2000, from: .latest))
        // Its first page comes (still loading the old one says nothing).
        #expect(model.handle(.list(ReaderModelJumpTests.list(ReaderModelJumpTests.newest, startingAt: nil))) == [])
        let started = ReaderModelJumpTests.list(Array((1981...2000).reversed()), startingAt: 2000)
        #expect(model.handle(.list(started)) == [.loadNewer(.latest)], "newer comics are above 2000")
        let newer = ReaderModelJumpTests.list(Array((1981...2020).reversed()), startingAt: 2000)
        #expect(newer.hasNewer)
        let effects = model.handle(.list(newer))
        #expect(effects.contains(.openDetail(SyntheticComic.comic(number: 2001), from: .latest)))
        #expect(model.routes.last == .detail(number: 2001, from: .latest))
    }

    @Test("go to, then p before the comic itself has come waits too; n opens the comic below once the list is in")
    func keysBeforeTheComic() {
        var model = ReaderModelTests.reader(ReaderModelJumpTests.newest, hasMore: true)
        _ = ReaderModelJumpTests.goTo(405, in: &model)
        #expect(model.handle(.key(.character("n"))) == [])
        #expect(model.notice != "No comic after #405 in this list")
        #expect(model.handle(ReaderModelJumpTests.arrived(405)) == [.startPages(.latest, at: 405)])
        let effects = model.handle(.list(ReaderModelJumpTests.list(ReaderModelJumpTests.from405, startingAt: 405)))
        #expect(effects.contains(.openDetail(SyntheticComic.comic(number: 403), from: .latest)), "404 does not exist")
        #expect(model.routes.last == .detail(number: 403, from: .latest))
    }

    @Test("M asks the number it marks, counted among the unread; none to mark, no question")
    func markCount() {
        var model = Fixture.reader([3104, 3103])
        #expect(model.handle(.key(.character("M"))) == [.countUnread(atOrBelow: 3104)])
        #expect(model.routes.last == .markReadQuestion(from: .latest))
        #expect(model.handle(.unreadCount(atOrBelow: 3104, 1)) == [])
        #expect(model.notice == "mark 1 comic read? y/n")
        #expect(model.handle(.key(.character("y"))) == [.markAllRead(atOrBelow: 3104)])

        _ = model.handle(.key(.character("M")))
        _ = model.handle(.unreadCount(atOrBelow: 3104, 3103))
        #expect(model.notice == "mark 3,103 comics read? y/n")
        _ = model.handle(.key(.character("n")))

        _ = model.handle(.key(.character("M")))
        _ = model.handle(.unreadCount(atOrBelow: 3104, 0))
        #expect(model.routes == [.list(.latest)], "no question")
        #expect(model.notice == "Nothing to mark: #3104 and every older comic are read")
        #expect(model.handle(.key(.character("y"))) == [.copyToClipboard("https://xkcd.com/3104/")])
        // A count that comes after the answer changes nothing.
        #expect(model.handle(.unreadCount(atOrBelow: 3104, 5)) == [])
        #expect(model.routes == [.list(.latest)])
    }

    @Test("Esc on an expanded notice closes only the notice; the comic stays")
    func escapeClosesTheNotice() {
        var model = ReaderDetailLayoutTests.opened(size: TerminalSize(rows: 10, columns: 40))
        _ = model.handle(.notice("Could not change the bookmark: the database is locked by another xkcd"))
        _ = model.handle(.key(.character("?")))
        #expect(model.noticeIsExpanded)
        #expect(model.handle(.key(.escape)) == [])
        #expect(model.notice == nil)
        #expect(model.routes.last == .detail(number: 1037, from: .latest))
        #expect(model.handle(.key(.escape)) == [.closeDetail(1037)], "a second Esc goes back")
    }

    @Test("Tab to Bookmarks selects the comic you were on when it is a bookmark, else the newest")
    func tabToBookmarks() {
        var model = Fixture.reader([5, 4, 3, 2, 1], bookmarked: [4, 2])
        _ = model.handle(.list(Fixture.list(.bookmarks, [4, 2], bookmarked: [4, 2])))
        _ = model.handle(.key(.tab))
        _ = model.handle(.key(.character("j")))
        #expect(Fixture.selected(model, .bookmarks) == 2)
        _ = model.handle(.key(.tab))
        _ = model.handle(.key(.tab))
        _ = model.handle(.key(.tab))
        _ = model.handle(.key(.character("j")))
        _ = model.handle(.key(.character("j")))
        #expect(Fixture.selected(model) == 3)
        // 3 is no bookmark: the newest bookmark, not the one selected there before.
        _ = model.handle(.key(.tab))
        #expect(Fixture.selected(model, .bookmarks) == 4)
        _ = model.handle(.key(.tab))
        _ = model.handle(.key(.tab))
        _ = model.handle(.key(.tab))
        _ = model.handle(.key(.character("k")))
        _ = model.handle(.key(.character("k")))
        #expect(Fixture.selected(model) == 5)
        // 5 bookmarked just before the Tab: its row comes after it, on top, and is selected.
        _ = model.handle(.key(.character("b")))
        _ = model.handle(.key(.tab))
        #expect(Fixture.selected(model, .bookmarks) == 4)
        _ = model.handle(.list(Fixture.list(.bookmarks, [4, 2], bookmarked: [5, 4, 2])))
        _ = model.handle(.list(Fixture.list(.bookmarks, [5, 4, 2], bookmarked: [5, 4, 2])))
        #expect(Fixture.selected(model, .bookmarks) == 5)
        _ = model.handle(.key(.tab))
        _ = model.handle(.key(.tab))
        _ = model.handle(.key(.tab))
        _ = model.handle(.key(.tab))
        #expect(Fixture.selected(model, .bookmarks) == 5, "the comic you were on")
    }

    @Test("z right after b, before the removal is recorded, is taken: it says so, and restores once the record comes")
    func undoAtOnce() {
        var model = ReaderModelUndoTests.bookmarks([3, 2, 1])
        _ = model.handle(.key(.character("b"), at: .milliseconds(0)))
        #expect(model.handle(.key(.character("z"), at: .milliseconds(80))) == [])
        #expect(model.notice == "restoring #3…")
        // A second z while it waits is the same undo, not "nothing to undo".
        #expect(model.handle(.key(.character("z"), at: .milliseconds(160))) == [])
        #expect(model.notice == "restoring #3…")
        #expect(model.handle(ReaderModelUndoTests.recorded(3)) == [.restoreBookmark(ReaderModelUndoTests.removed(3))])
        #expect(model.handle(.key(.character("z"))) == [])
        #expect(model.notice == "nothing to undo")
    }

    @Test("the status line says more above when rows above are not loaded (after go to) or out of view")
    func moreAbove() {
        var model = ReaderModel(size: Fixture.size)
        _ = model.handle(.list(ReaderModelJumpTests.list(ReaderModelJumpTests.from405, startingAt: 405)))
        #expect(
            ReaderView.frame(for: model).plainLines.last?.hasPrefix("Latest · from #405 · more above and below") == true
        )

        // At 40 columns the rows above are the news: "and below", then "from #405", give way.
        _ = model.handle(.resize(TerminalSize(rows: 12, columns: 40)))
        let narrow = ReaderView.frame(for: model).plainLines.last ?? ""
        #expect(narrow.contains("more above"), "\(narrow)")
        #expect(!narrow.contains("…"), "\(narrow)")

        var scrolled = Fixture.reader(Array((1...20).reversed()))
        #expect(ReaderView.frame(for: scrolled).plainLines.last?.hasPrefix("Latest · more below") == true)
        _ = scrolled.handle(.key(.character("G")))
        #expect(ReaderView.frame(for: scrolled).plainLines.last?.hasPrefix("Latest · more above ·") == true)
    }

    @Test("the help says what g does after go to: back to the newest, as it does")
    func gHelpAgrees() {
        let summary = ReaderKeymap.list.bindings.first { $0.action == .first }?.summary ?? ""
        #expect(summary.contains("newest"))
        #expect(!summary.contains("first loaded"))
        var model = ReaderModel(size: Fixture.size)
        _ = model.handle(.list(ReaderModelJumpTests.list(ReaderModelJumpTests.from405, startingAt: 405)))
        #expect(model.handle(.key(.character("g"))) == [.startPages(.latest, at: nil)])
    }
}
