import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// Lists that continue from a comic: after go-to, and `'` back to where the
/// last run left off; `g` and refresh back to the newest. Plain events.
@Suite("Reader model: lists that continue from a comic")
struct ReaderModelJumpTests {
    /// Rows `numbers` of `feed`, as a feed started at `start` publishes them.
    static func list(
        _ numbers: [Int], startingAt start: Int?, in feed: FeedName = .latest, hasMore: Bool = true
    ) -> FeedSnapshot {
        // A list started below the newest (3104) has newer comics above it.
        ReaderModelTests.list(
            feed, numbers, hasMore: hasMore, startNumber: start, hasNewer: start.map { $0 < 3104 } ?? false)
    }

    static let newest = Array((3085...3104).reversed())
    /// The page from 405 down: 404 does not exist.
    static let from405 = [405] + Array((386...403).reversed())

    static func goTo(_ number: Int, in model: inout ReaderModel) -> [ReaderEffect] {
        String(number).flatMap { model.handle(.key(.character($0))) } + model.handle(.key(.enter))
    }

    static func arrived(_ number: Int) -> ReaderEvent {
        .detail(ComicDetailState(comic: SyntheticComic.comic(number: number), isBookmarked: false))
    }

    @Test("go to 405: once the comic has come, Latest starts at 405; back, 405 is selected and older ones follow")
    func goToContinuesTheList() {
        var model = ReaderModelTests.reader(Self.newest, hasMore: true)
        #expect(Self.goTo(405, in: &model) == [.fetchComic(405, for: .latest)])
        #expect(model.pendingListStart == ReaderModel.ListStart(feed: .latest, number: 405))
        #expect(model.handle(Self.arrived(405)) == [.startPages(.latest, at: 405)])
        #expect(model.pendingListStart == nil)
        #expect(model.handle(Self.arrived(405)) == [], "once")

        // The rows come while the comic is open.
        _ = model.handle(.list(Self.list(Self.newest, startingAt: 405)))
        _ = model.handle(.list(Self.list(Self.from405, startingAt: 405)))
        #expect(ReaderModelTests.selected(model) == 405)
        _ = model.handle(.key(.escape))
        #expect(model.routes == [.list(.latest)])
        let lines = ReaderView.frame(for: model).plainLines
        #expect(lines[1].hasPrefix("› 405 "))
        #expect(lines.last?.hasPrefix("Latest · from #405 · more above and below") == true)
        #expect(lines.last?.contains("g newest") == true)

        // Down, older: more pages load as the selection nears the end.
        _ = model.handle(.key(.character("j")))
        #expect(ReaderModelTests.selected(model) == 403)
        let effects = model.handle(.key(.character("G")))
        #expect(effects == [.loadMore(.latest)])
    }

    @Test("g on a list started at a comic goes back to the newest; the selection follows the new rows")
    func gGoesToTheNewest() {
        var model = ReaderModel(size: ReaderModelTests.size)
        _ = model.handle(.list(Self.list(Self.from405, startingAt: 405)))
        _ = model.handle(.key(.character("j")))
        #expect(model.handle(.key(.character("g"))) == [.startPages(.latest, at: nil)])
        #expect(ReaderModelTests.selected(model) == 405)
        // While the newest load, the old rows stay.
        _ = model.handle(.list(Self.list(Self.from405, startingAt: 405)))
        _ = model.handle(.list(Self.list(Self.newest, startingAt: nil)))
        #expect(ReaderModelTests.selected(model) == 3104)
        #expect(ReaderView.frame(for: model).plainLines.last?.contains("from #") == false)
        // At the newest, g only selects the first row.
        _ = model.handle(.key(.character("j")))
        #expect(model.handle(.key(.character("g"))) == [])
        #expect(ReaderModelTests.selected(model) == 3104)
    }

    @Test("r refreshes a list started at a comic, which brings back the newest, selected")
    func refreshGoesToTheNewest() {
        var model = ReaderModel(size: ReaderModelTests.size)
        _ = model.handle(.list(Self.list(Self.from405, startingAt: 405)))
        _ = model.handle(.key(.character("j")))
        #expect(model.handle(.key(.character("r"))) == [.refresh(.latest)])
        _ = model.handle(.list(Self.list(Self.newest, startingAt: nil)))
        #expect(ReaderModelTests.selected(model) == 3104)
    }

    @Test("go to a comic already loaded selects it and opens the row's comic at once; nothing reloads or fetches")
    func goToLoaded() {
        var model = ReaderModelTests.reader(Self.newest, hasMore: true)
        let comic = SyntheticComic.comic(number: 3100)
        #expect(Self.goTo(3100, in: &model) == [.openDetail(comic, from: .latest), .setRead(3100, true)])
        #expect(model.pendingListStart == nil)
        #expect(ReaderModelTests.selected(model) == 3100)
        #expect(model.handle(Self.arrived(3100)) == [])
    }

    @Test("a comic that cannot be had starts no list")
    func unavailableStartsNothing() {
        var model = ReaderModelTests.reader(Self.newest, hasMore: true)
        _ = Self.goTo(5000, in: &model)
        _ = model.handle(.comicUnavailable(5000, reason: "there is no comic 5000"))
        #expect(model.pendingListStart == nil)
        #expect(model.handle(Self.arrived(5000)) == [])
        #expect(ReaderModelTests.selected(model) == 3104)
    }

    @Test("from Bookmarks the list that continues is Latest's; from Unread, Unread's own")
    func whichFeedContinues() {
        var bookmarks = ReaderModelTests.reader(Self.newest, hasMore: true)
        _ = bookmarks.handle(.key(.tab))
        #expect(Self.goTo(405, in: &bookmarks) == [.fetchComic(405, for: .latest)])
        #expect(bookmarks.routes == [.list(.latest), .detail(number: 405, from: .latest)])
        #expect(bookmarks.handle(Self.arrived(405)) == [.startPages(.latest, at: 405)])

        var unread = ReaderModelTests.reader(Self.newest, hasMore: true)
        _ = unread.handle(.key(.backTab))
        _ = unread.handle(.key(.backTab))
        #expect(unread.routes == [.list(.unread)])
        #expect(Self.goTo(405, in: &unread) == [.fetchComic(405, for: .unread)])
        #expect(unread.handle(Self.arrived(405)) == [.startPages(.unread, at: 405)])
        // 405 is read by now: the Unread rows start below it, the nearest selected.
        _ = unread.handle(.list(Self.list([403, 402], startingAt: 405, in: .unread)))
        #expect(ReaderModelTests.selected(unread, .unread) == 403)
    }

    @Test("resume beyond the first rows: the status line offers '; ' starts Latest there and selects it")
    func returnToLeftOff() {
        var model = ReaderModel(size: ReaderModelTests.size, resumeNumber: 37)
        _ = model.handle(.list(Self.list(Self.newest, startingAt: nil)))
        #expect(ReaderModelTests.selected(model) == 3104)
        #expect(
            ReaderView.frame(for: model).plainLines.last?.hasPrefix(
                "Comic 37, where you left off, is further down — ' goes there") == true)
        // The offer outlasts other keys.
        _ = model.handle(.key(.character("j")))
        _ = model.handle(.key(.tab))
        #expect(model.handle(.key(.character("'"))) == [.startPages(.latest, at: 37)])
        #expect(model.routes == [.list(.latest)])
        #expect(model.leftOffNumber == nil)
        _ = model.handle(.list(Self.list(Array((18...37).reversed()), startingAt: 37)))
        #expect(ReaderModelTests.selected(model) == 37)
        #expect(model.numberToResume == 37)

        #expect(model.handle(.key(.character("'"))) == [])
        #expect(model.notice == "Nothing to go back to: the reader started where you left off")
    }

    @Test("' to a comic loaded since selects it without loading")
    func returnToLoaded() {
        var model = ReaderModel(size: ReaderModelTests.size, resumeNumber: 3090)
        _ = model.handle(.list(Self.list(Self.newest, startingAt: nil)))
        _ = model.handle(.list(Self.list(Array((3065...3104).reversed()), startingAt: nil)))
        #expect(model.handle(.key(.character("'"))) == [])
        #expect(ReaderModelTests.selected(model) == 3090)
    }

    @Test("' is in the list's keys and its help")
    func keymap() {
        #expect(ReaderKeymap.list.action(for: .character("'")) == .returnToLeftOff)
        let help = HelpView.render(.list, size: TerminalSize(rows: 40, columns: 100)).joined(separator: "\n")
        #expect(help.contains("'"))
        #expect(help.contains("back to the comic you left off at"))
    }
}
