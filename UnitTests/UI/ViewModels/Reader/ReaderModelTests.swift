import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// The reader's logic, driven with plain events: no terminal, no tasks.
@Suite("Reader model")
struct ReaderModelTests {
    static let size = TerminalSize(rows: 10, columns: 80)

    static func row(_ number: Int, bookmarked: Bool = false, read: Bool = true) -> FeedRow {
        let comic = SyntheticComic.comic(number: number)
        return FeedRow(
            number: number,
            content: .comic(comic, isBookmarked: bookmarked, isRead: read))
    }

    static func list(
        _ numbers: [Int], phase: FeedSnapshot.Phase = .idle, hasMore: Bool = false, failed: Set<Int> = []
    ) -> FeedSnapshot {
        list(.latest, numbers, phase: phase, hasMore: hasMore, failed: failed)
    }

    static func list(
        _ feed: FeedName, _ numbers: [Int], phase: FeedSnapshot.Phase = .idle,
        hasMore: Bool = false, bookmarked: Set<Int> = [], failed: Set<Int> = [], unread: Set<Int> = [],
        startNumber: Int? = nil, hasNewer: Bool = false
    ) -> FeedSnapshot {
        let rows = numbers.map { number in
            failed.contains(number)
                ? FeedRow(number: number, content: .failed(reason: "HTTP 500"))
                : row(number, bookmarked: bookmarked.contains(number), read: !unread.contains(number))
        }
        return FeedSnapshot(
            feed: feed, rows: rows, phase: phase, hasMore: hasMore, startNumber: startNumber, hasNewer: hasNewer)
    }

    /// A model showing Latest with `numbers` loaded.
    static func reader(_ numbers: [Int], hasMore: Bool = false, bookmarked: Set<Int> = []) -> ReaderModel {
        var model = ReaderModel(size: size)
        _ = model.handle(.list(list(.latest, numbers, hasMore: hasMore, bookmarked: bookmarked)))
        return model
    }

    static func selected(_ model: ReaderModel, _ feed: FeedName = .latest) -> Int? {
        model.lists[feed]?.selectedRow?.number
    }

    @Test("it starts on Latest with every feed starting at once, nothing selected until rows arrive")
    func start() {
        let model = ReaderModel(size: Self.size)
        #expect(
            ReaderModel.startEffects == [.startFeed(.latest), .startFeed(.bookmarks), .startFeed(.unread)])
        #expect(model.routes == [.list(.latest)])
        #expect(model.lists[.latest] == ListScreen(feed: .latest))
        #expect(model.lists[.latest]?.snapshot.isLoading == true)
        #expect(model.detail == nil)
        #expect(model.notice == nil)
    }

    @Test("rows arriving select the first one; the same comic stays selected when rows come and go")
    func selectionFollowsTheComic() {
        var model = Self.reader([3, 2, 1])
        #expect(model.lists[.latest]?.snapshot == Self.list([3, 2, 1]))
        #expect(model.lists[.latest]?.selectedIndex == 0)

        _ = model.handle(.key(.character("j")))
        #expect(Self.selected(model) == 2)
        // A new comic at the top: the selection stays on 2, now the third row.
        _ = model.handle(.list(Self.list([4, 3, 2, 1])))
        #expect(model.lists[.latest]?.selectedIndex == 2)
        #expect(Self.selected(model) == 2)
        // The selected comic goes away: the same place is selected.
        _ = model.handle(.list(Self.list([4, 3, 1])))
        #expect(Self.selected(model) == 1)
    }

    @Test("moves stay within the rows: k at the top, j at the bottom, g and G")
    func moves() {
        var model = Self.reader([3, 2, 1])
        _ = model.handle(.key(.up))
        #expect(Self.selected(model) == 3)
        _ = model.handle(.key(.character("G")))
        #expect(Self.selected(model) == 1)
        _ = model.handle(.key(.down))
        #expect(Self.selected(model) == 1)
        _ = model.handle(.key(.home))
        #expect(Self.selected(model) == 3)
    }

    @Test("PgDn moves a screen of rows and scrolls so the selection is visible")
    func pageDown() {
        var model = Self.reader(Array((1...30).reversed()))
        let visible = ComicListView.visibleRowCount(in: Self.size)
        _ = model.handle(.key(.pageDown))
        #expect(model.lists[.latest]?.selectedIndex == visible)
        #expect(model.lists[.latest]?.scrollOffset == 1)
        _ = model.handle(.key(.pageUp))
        #expect(model.lists[.latest]?.selectedIndex == 0)
        #expect(model.lists[.latest]?.scrollOffset == 0)
    }

    @Test("the next page is asked for two screens ahead of the selection, never while one loads")
    func loadAhead() {
        var model = Self.reader(Array((1...40).reversed()), hasMore: true)
        let visible = ComicListView.visibleRowCount(in: Self.size)
        #expect(model.handle(.key(.pageDown)) == [])
        #expect(model.handle(.key(.pageDown)) == [], "row \(2 * visible) of 40: more than two screens left")
        #expect(model.handle(.key(.pageDown)) == [.loadMore(.latest)])
        _ = model.handle(.list(Self.list(Array((1...40).reversed()), phase: .loading, hasMore: true)))
        #expect(model.handle(.key(.character("k"))) == [])
    }

    @Test("a burst of moves past the loaded rows lands where it was headed once the rows arrive")
    func pendingMoves() {
        var model = Self.reader(Array((81...100).reversed()), hasMore: true)
        for _ in 0..<30 { _ = model.handle(.key(.character("j"))) }
        #expect(Self.selected(model) == 81, "the last loaded row, for now")
        #expect(model.lists[.latest]?.pendingIndex == 30)
        _ = model.handle(.list(Self.list(Array((61...100).reversed()), hasMore: true)))
        #expect(Self.selected(model) == 70, "30 rows down from the top")
        #expect(model.lists[.latest]?.pendingIndex == nil)
    }

    @Test("a pending move stops at the end of the feed, and at a failed load")
    func pendingMoveStops() {
        var model = Self.reader(Array((11...20).reversed()), hasMore: true)
        _ = model.handle(.key(.character("G")))
        for _ in 0..<15 { _ = model.handle(.key(.character("j"))) }
        _ = model.handle(.list(Self.list(Array((1...20).reversed()), hasMore: false)))
        #expect(Self.selected(model) == 1)
        #expect(model.lists[.latest]?.pendingIndex == nil)

        model = Self.reader(Array((11...20).reversed()), hasMore: true)
        for _ in 0..<15 { _ = model.handle(.key(.character("j"))) }
        _ = model.handle(
            .list(Self.list(Array((11...20).reversed()), phase: .failed(message: "offline"), hasMore: true)))
        #expect(Self.selected(model) == 11)
        #expect(model.lists[.latest]?.pendingIndex == nil)
        #expect(model.handle(.key(.character("j"))) == [])
    }

    @Test("PgDn keeps moving whole screens across page ends")
    func pageDownAcrossPages() {
        var model = Self.reader(Array((81...100).reversed()), hasMore: true)
        let visible = ComicListView.visibleRowCount(in: Self.size)
        for _ in 0..<4 { _ = model.handle(.key(.pageDown)) }
        _ = model.handle(.list(Self.list(Array((41...100).reversed()), hasMore: true)))
        #expect(model.lists[.latest]?.selectedIndex == 4 * visible)
    }

    @Test("after a refresh the same comic stays selected; if it is gone, the nearest number")
    func refreshKeepsPlace() {
        var model = Self.reader([3010, 3008, 3004, 3001])
        _ = model.handle(.key(.character("j")))
        _ = model.handle(.key(.character("j")))
        _ = model.handle(.list(Self.list([3012, 3011, 3010, 3008, 3004, 3001])))
        #expect(Self.selected(model) == 3004)
        _ = model.handle(.list(Self.list([3012, 3011, 3010, 3008, 3005, 3001])))
        #expect(Self.selected(model) == 3005)
    }

    @Test("Enter opens the selected comic; Esc comes back to exactly where the list was")
    func openAndBack() {
        var model = Self.reader([3, 2, 1])
        _ = model.handle(.key(.character("j")))
        let before = model

        #expect(
            model.handle(.key(.enter)) == [
                .openDetail(SyntheticComic.comic(number: 2), from: .latest), .setRead(2, true),
            ],
            "opening marks it read")
        #expect(model.routes == [.list(.latest), .detail(number: 2, from: .latest)])
        #expect(model.detail?.number == 2)
        #expect(model.detail?.state == nil)

        let detail = ComicDetailState(comic: SyntheticComic.comic(number: 2), isBookmarked: false)
        _ = model.handle(.detail(ComicDetailState(comic: SyntheticComic.comic(number: 9), isBookmarked: true)))
        #expect(model.detail?.state == nil, "another comic's state is not this one's")
        _ = model.handle(.detail(detail))
        #expect(model.detail?.state == detail)

        #expect(model.handle(.key(.escape)) == [.closeDetail(2)])
        #expect(model == before)
    }

    @Test("in the detail: b sets the comic's bookmark through its own view model; list keys do nothing")
    func detailKeys() {
        var model = Self.reader([3, 2, 1])
        _ = model.handle(.key(.enter))
        #expect(model.handle(.key(.character("b"))) == [], "nothing to toggle before the comic's state arrives")
        _ = model.handle(.detail(ComicDetailState(comic: SyntheticComic.comic(number: 3), isBookmarked: true)))
        #expect(
            model.handle(.key(.character("b"))) == [
                .setBookmark(SyntheticComic.comic(number: 3), false),
                .expireUndo(offer: 1, after: ReaderModel.undoOfferDuration),
            ])
        #expect(model.handle(.key(.tab)) == [])
        // The offer to undo the removal outlasts other keys.
        #expect(model.undoableRemoval == 3)
        _ = model.handle(.key(.character("j")))
        let opened = model
        #expect(model.handle(.key(.tab)) == [])
        #expect(model.notice == "Tab is not a key here · ? lists the keys")
        #expect(model.handle(.key(.character("r"))) == [])
        #expect(model.handle(.key(.enter)) == [])
        // Each says so on the status line, and changes nothing else.
        #expect(model.notice == "Enter is not a key here · ? lists the keys")
        #expect(model.handle(.key(.character("j"))) == [])
        #expect(model.notice == nil)
        #expect(model == opened)
    }

    @Test("the detail scrolls within its text")
    func detailScroll() {
        var model = Self.reader([3])
        _ = model.handle(.key(.enter))
        let state = ComicDetailState(comic: SyntheticComic.comic(number: 3), isBookmarked: false)
        _ = model.handle(.detail(state))
        let limit = ComicDetailView.maxScrollOffset(state, size: Self.size)
        _ = model.handle(.key(.character("k")))
        #expect(model.detail?.scrollOffset == 0)
        _ = model.handle(.key(.end))
        #expect(model.detail?.scrollOffset == limit)
        _ = model.handle(.key(.character("j")))
        #expect(model.detail?.scrollOffset == limit)
    }

    @Test("Enter on an empty list opens nothing; on a failed placeholder it retries that comic")
    func openNothing() {
        var empty = ReaderModel(size: Self.size)
        #expect(empty.handle(.key(.enter)) == [])
        #expect(empty.routes == [.list(.latest)])

        var model = ReaderModel(size: Self.size)
        _ = model.handle(.list(Self.list([3, 2, 1], failed: [2])))
        _ = model.handle(.key(.character("j")))
        #expect(model.handle(.key(.enter)) == [.retryComic(2, in: .latest)])
        #expect(model.routes == [.list(.latest)])
        #expect(model.detail == nil)
    }

    @Test("b bookmarks the selected comic or removes its bookmark")
    func bookmark() {
        var model = Self.reader([2, 1], bookmarked: [1])
        #expect(model.handle(.key(.character("b"))) == [.setBookmark(SyntheticComic.comic(number: 2), true)])
        _ = model.handle(.key(.character("j")))
        #expect(
            model.handle(.key(.character("b"))) == [
                .setBookmark(SyntheticComic.comic(number: 1), false),
                .expireUndo(offer: 1, after: ReaderModel.undoOfferDuration),
            ])
    }

    @Test("u marks the selected comic read or unread, saying so; u no longer pages up")
    func toggleReadOnList() {
        var model = ReaderModel(size: Self.size)
        _ = model.handle(.list(Self.list(.latest, Array((1...30).reversed()), unread: [30])))
        #expect(model.handle(.key(.character("u"))) == [.setRead(30, true)])
        #expect(model.notice == "Comic 30 marked read")
        _ = model.handle(.key(.character("j")))
        #expect(model.notice == nil)
        #expect(model.handle(.key(.character("u"))) == [.setRead(29, false)])
        #expect(Self.selected(model) == 29, "u moved nothing")
        _ = model.handle(.key(.pageDown))
        #expect(Self.selected(model) == 29 - ComicListView.visibleRowCount(in: Self.size))
        _ = model.handle(.key(.pageUp))
        #expect(Self.selected(model) == 29, "PgUp still pages up")

        var failed = ReaderModel(size: Self.size)
        _ = failed.handle(.list(Self.list([2], failed: [2])))
        #expect(failed.handle(.key(.character("u"))) == [], "a failed placeholder has no read mark")
    }

    @Test("u in the detail toggles the open comic's mark as its feed shows it; read when the feed has not caught up")
    func toggleReadOnDetail() {
        var model = ReaderModel(size: Self.size)
        _ = model.handle(.list(Self.list(.latest, [3, 2], unread: [3, 2])))
        _ = model.handle(.key(.enter))
        _ = model.handle(.list(Self.list(.latest, [3, 2], unread: [2])))
        #expect(model.handle(.key(.character("u"))) == [.setRead(3, false)])
        #expect(model.notice == "Comic 3 marked unread")
        _ = model.handle(.list(Self.list(.latest, [3, 2], unread: [3, 2])))
        #expect(model.handle(.key(.character("u"))) == [.setRead(3, true)])
        #expect(model.route == .detail(number: 3, from: .latest), "u leaves the comic open")

        _ = model.handle(.list(Self.list(.latest, [2])))
        #expect(model.handle(.key(.character("u"))) == [.setRead(3, false)])
    }

    @Test("R draws a comic and opens it over the list; R again replaces it; Esc returns to the list as it was")
    func random() {
        var model = Self.reader([3, 2, 1])
        _ = model.handle(.key(.character("j")))
        let before = model
        #expect(model.handle(.key(.character("R"))) == [.pickRandom])
        #expect(model.routes == [.list(.latest)], "nothing opens until the draw comes back")

        let first = SyntheticComic.comic(number: 1234)
        #expect(
            model.handle(.randomComic(first, isFromCache: false)) == [.openDrawnComic(first), .setRead(1234, true)])
        #expect(model.routes == [.list(.latest), .detail(number: 1234, from: .latest)])
        #expect(model.detail?.number == 1234)
        #expect(model.notice == nil)

        #expect(model.handle(.key(.character("R"))) == [.pickRandom])
        let second = SyntheticComic.comic(number: 77)
        #expect(
            model.handle(.randomComic(second, isFromCache: true)) == [
                .closeDetail(1234), .openDrawnComic(second), .setRead(77, true),
            ])
        #expect(model.routes == [.list(.latest), .detail(number: 77, from: .latest)])
        #expect(model.notice == "Offline: a random comic among the cached ones")

        #expect(model.handle(.key(.escape)) == [.closeDetail(77)])
        #expect(model == before)
    }

    @Test("a random comic that comes back after the person opened help opens nothing")
    func randomLate() {
        var model = Self.reader([3])
        _ = model.handle(.key(.character("R")))
        _ = model.handle(.key(.character("?")))
        let helping = model
        #expect(model.handle(.randomComic(SyntheticComic.comic(number: 5), isFromCache: false)) == [])
        #expect(model == helping)
    }

    @Test(
        "resume: the first Latest rows select where the last run left off; the position to save is Latest's selection")
    func resume() {
        var model = ReaderModel(size: Self.size, resumeNumber: 2)
        _ = model.handle(.list(Self.list(.bookmarks, [2])))
        #expect(model.resumeNumber == 2, "only Latest's rows resume")
        _ = model.handle(.list(Self.list([3, 2, 1])))
        #expect(Self.selected(model) == 2)
        #expect(model.resumeNumber == nil)
        _ = model.handle(.list(Self.list([4, 3, 2, 1])))
        _ = model.handle(.key(.character("j")))
        #expect(model.numberToResume == 1)

        var fresh = ReaderModel(size: Self.size)
        _ = fresh.handle(.list(Self.list([3, 2, 1])))
        #expect(Self.selected(fresh) == 3)
    }

    @Test("resume: a comic beyond the first rows leaves the top selected and says so")
    func resumeFurtherDown() {
        var model = ReaderModel(size: Self.size, resumeNumber: 40)
        _ = model.handle(.list(Self.list([3, 2, 1], hasMore: true)))
        #expect(Self.selected(model) == 3)
        #expect(model.notice == "Comic 40, where you left off, is further down — ' goes there")
        #expect(model.leftOffNumber == 40)
        _ = model.handle(.list(Self.list([3, 2, 1, 40])))
        #expect(Self.selected(model) == 3, "resuming happens once")
    }

    @Test("M asks first; y marks the selected comic and every older one read, any other key declines")
    func markOlderRead() {
        var model = Self.reader([3105, 3104, 3103])
        _ = model.handle(.key(.character("j")))
        #expect(model.handle(.key(.character("M"))) == [.countUnread(atOrBelow: 3104)])
        #expect(model.notice == "mark #3104 and every older comic read? y/n", "until they are counted")
        _ = model.handle(.unreadCount(atOrBelow: 3104, 3103))
        #expect(model.notice == "mark 3,103 comics read? y/n")
        #expect(model.handle(.key(.character("y"))) == [.markAllRead(atOrBelow: 3104)])
        #expect(model.notice == nil)
        #expect(model.pendingMarkRead == nil)

        let before = model
        _ = model.handle(.key(.character("M")))
        #expect(model.routes == before.routes + [.markReadQuestion(from: .latest)])
        #expect(model.handle(.key(.character("q"))) == [], "q answers no, it does not quit")
        #expect(model.notice == "Nothing marked")
        #expect(model.routes == before.routes)
        #expect(Self.selected(model) == 3104)
        #expect(
            model.handle(.key(.character("y"))) == [.copyToClipboard("https://xkcd.com/3104/")],
            "the question was answered: y is the list's copy again")
        _ = model.handle(.key(.character("M")))
        #expect(model.handle(.key(.interrupt)) == [.quit(signal: nil)], "Ctrl-C still quits")

        var small = Self.reader([3])
        _ = small.handle(.key(.character("M")))
        _ = small.handle(.unreadCount(atOrBelow: 3, 3))
        #expect(small.notice == "mark 3 comics read? y/n")
    }

    @Test("Tab cycles Latest, Bookmarks, Unread, What If?; Shift-Tab goes back; each keeps its own selection")
    func switchFeeds() {
        var model = Self.reader([3, 2, 1])
        _ = model.handle(.list(Self.list(.bookmarks, [2], bookmarked: [2])))
        _ = model.handle(.list(Self.list(.unread, [3, 1], unread: [3, 1])))
        _ = model.handle(.key(.character("j")))
        #expect(model.handle(.key(.tab)) == [])
        #expect(model.routes == [.list(.bookmarks)])
        #expect(model.feed == .bookmarks)
        #expect(Self.selected(model, .bookmarks) == 2)
        #expect(model.handle(.key(.tab)) == [.refresh(.unread)], "Unread is loaded afresh on arrival")
        #expect(model.routes == [.list(.unread)])
        _ = model.handle(.key(.character("j")))
        #expect(Self.selected(model, .unread) == 1)
        _ = model.handle(.key(.tab))
        #expect(model.routes == [.list(.whatIf)])
        _ = model.handle(.key(.tab))
        #expect(model.routes == [.list(.latest)])
        #expect(Self.selected(model) == 2)
        _ = model.handle(.key(.backTab))
        #expect(model.routes == [.list(.whatIf)])
        #expect(model.handle(.key(.backTab)) == [.refresh(.unread)])
        #expect(model.routes == [.list(.unread)])
        #expect(Self.selected(model, .unread) == 1)
        _ = model.handle(.key(.backTab))
        _ = model.handle(.key(.backTab))
        #expect(model.routes == [.list(.latest)])
    }

    @Test("the Tab cycle wraps both ways and never reaches Search; from outside it, the first feed")
    func tabSkipsSearch() {
        #expect(ReaderModel.feed(1, after: .search) == .latest)
        #expect(ReaderModel.feed(-1, after: .latest) == .whatIf)
        #expect(ReaderModel.feed(5, after: .latest) == .bookmarks)
        #expect(!ReaderModel.feeds.contains(.search))
    }

    @Test("r refreshes a loaded feed, retries a failed page, retries a selected placeholder")
    func refreshAndRetry() {
        var model = Self.reader([3, 2, 1])
        #expect(model.handle(.key(.character("r"))) == [.refresh(.latest)])

        _ = model.handle(.list(Self.list([3, 2, 1], phase: .failed(message: "cannot reach xkcd.com"))))
        #expect(model.handle(.key(.character("r"))) == [.retryPage(.latest)])

        _ = model.handle(.list(Self.list([3, 2, 1], failed: [2])))
        _ = model.handle(.key(.character("j")))
        #expect(model.handle(.key(.character("r"))) == [.retryComic(2, in: .latest)])
    }

    @Test("? shows the keys of the screen it came from; in help, letters are no commands; Esc returns")
    func help() {
        var model = Self.reader([3, 2, 1])
        let before = model
        #expect(model.handle(.key(.character("?"))) == [])
        #expect(model.routes == [.list(.latest), .help(for: .list)])
        #expect(model.handle(.key(.character("b"))) == [])
        #expect(model.handle(.key(.enter)) == [])
        #expect(model.handle(.key(.escape)) == [])
        #expect(model == before)

        _ = model.handle(.key(.enter))
        _ = model.handle(.key(.character("?")))
        #expect(model.routes == [.list(.latest), .detail(number: 3, from: .latest), .help(for: .detail)])
        #expect(ReaderView.frame(for: model).plainLines.contains { $0.contains("scroll down a line") })
    }

    @Test("q on a list and Ctrl-C on every screen quit; a signal or the end of input quits too")
    func quit() {
        var model = Self.reader([1])
        #expect(model.handle(.key(.character("q"))) == [.quit(signal: nil)])
        _ = model.handle(.key(.enter))
        #expect(model.handle(.key(.interrupt)) == [.quit(signal: nil)])
        #expect(model.handle(.terminate(signal: 15)) == [.quit(signal: 15)])
        #expect(model.handle(.inputEnded) == [.quit(signal: nil)])
        _ = model.handle(.key(.character("?")))
        #expect(model.handle(.key(.interrupt)) == [.quit(signal: nil)])
    }

    @Test("Ctrl-L asks for a full repaint; Ctrl-Z stops the reader, from every screen")
    func redrawAndSuspend() {
        var model = Self.reader([1])
        #expect(model.handle(.key(.control("l"))) == [.redraw])
        #expect(model.handle(.key(.control("z"))) == [.suspend])
        _ = model.handle(.key(.enter))
        #expect(model.handle(.key(.control("z"))) == [.suspend])
        _ = model.handle(.key(.character("?")))
        #expect(model.handle(.key(.control("z"))) == [.suspend])
    }

    @Test("a notice shows over the status line until the next key")
    func notice() {
        var model = Self.reader([1])
        _ = model.handle(.notice("Could not change the bookmark: disk full"))
        // The status line is padded so its reverse-video bar spans the screen.
        #expect(
            ReaderView.frame(for: model).plainLines.last.map { String($0.reversed().drop { $0 == " " }.reversed()) }
                == "Could not change the bookmark: disk full · ? help · q quit")
        _ = model.handle(.key(.character("j")))
        #expect(model.notice == nil)
        #expect(ReaderView.frame(for: model).plainLines.last?.hasPrefix("Latest") == true)
    }

    @Test("a smaller window keeps the selection on screen")
    func resize() {
        var model = Self.reader(Array((1...30).reversed()))
        _ = model.handle(.key(.pageDown))
        let selected = Self.selected(model)
        _ = model.handle(.resize(TerminalSize(rows: 4, columns: 40)))
        #expect(model.size == TerminalSize(rows: 4, columns: 40))
        #expect(Self.selected(model) == selected)
        let frame = ReaderView.frame(for: model).plainLines
        #expect(frame.count == 4)
        #expect(frame.contains { $0.hasPrefix(ComicListView.selectionMark) && $0.contains(" \(selected ?? 0) ") })
    }
}

@Suite("Reader model: the detail's long text")
struct ReaderDetailLayoutTests {
    /// A comic whose transcript is numbered words, so a line's first word says where it is.
    static let comic = Comic(
        raw: APIComic(
            num: 1037, title: "Umwelt", safeTitle: "Umwelt", alt: "alt", img: "https://imgs.xkcd.com/comics/umwelt.png",
            transcript: (1...3000).map { "w\($0)" }.joined(separator: " "), year: "2012", month: "3", day: "12"))

    static func opened(size: TerminalSize) -> ReaderModel {
        var model = ReaderModel(size: size)
        let row = FeedRow(number: 1037, content: .comic(comic, isBookmarked: false))
        _ = model.handle(.list(FeedSnapshot(feed: .latest, rows: [row], hasMore: false)))
        _ = model.handle(.key(.enter))
        _ = model.handle(.detail(ComicDetailState(comic: comic, isBookmarked: false)))
        return model
    }

    static func firstWord(_ model: ReaderModel) -> Substring? {
        ReaderView.frame(for: model).plainLines.dropFirst().first?.split(separator: " ").first
    }

    @Test("the text is wrapped once per width and scrolling reuses it")
    func wrappedOnce() {
        var model = Self.opened(size: TerminalSize(rows: 12, columns: 60))
        let layout = model.detail?.layout
        #expect(layout?.width == 60)
        _ = model.handle(.key(.pageDown))
        #expect(model.detail?.layout == layout)
        #expect(
            ReaderView.frame(for: model).plainLines.dropFirst().first
                == layout.map { $0.lines[model.detail?.scrollOffset ?? 0] })
    }

    @Test("resizing keeps the first visible line's text at the top", arguments: [30, 45, 100, 150])
    func anchoredOnResize(columns: Int) throws {
        var model = Self.opened(size: TerminalSize(rows: 12, columns: 60))
        for _ in 0..<4 { _ = model.handle(.key(.pageDown)) }
        let before = try #require(Self.firstWord(model))
        let beforeNumber = try #require(Int(before.dropFirst()))
        _ = model.handle(.resize(TerminalSize(rows: 12, columns: columns)))
        #expect(model.detail?.layout?.width == columns)
        let after = try #require(Self.firstWord(model))
        let afterNumber = try #require(Int(after.dropFirst()))
        // The word that was at the top is on the new top line: it starts at or before it, less than a line before.
        #expect(afterNumber <= beforeNumber)
        #expect(beforeNumber - afterNumber < columns / 3)
    }
}
