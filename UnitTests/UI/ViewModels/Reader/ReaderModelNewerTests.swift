import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// Up past the top of a list started at a comic: the newer page loads above,
/// the pages below stay, and the selection keeps its comic.
@Suite("Reader model: newer comics above a started list")
struct ReaderModelNewerTests {
    typealias Fixture = ReaderModelTests

    static func rows(_ numbers: ClosedRange<Int>) -> [FeedRow] {
        numbers.reversed().map { Fixture.row($0) }
    }

    static func started(_ numbers: ClosedRange<Int>, hasNewer: Bool = true) -> FeedSnapshot {
        FeedSnapshot(feed: .latest, rows: rows(numbers), startNumber: 2000, hasNewer: hasNewer)
    }

    /// Latest started at 2000 (go to), pages 1961–2000 loaded, newer comics above.
    static func startedAt2000() -> ReaderModel {
        var model = ReaderModel(size: Fixture.size)
        _ = model.handle(.list(started(1961...2000)))
        return model
    }

    @Test("k at the top asks for the newer page; it comes above, the pages below stay, the selection moves up one")
    func upOne() {
        var model = Self.startedAt2000()
        #expect(Fixture.selected(model) == 2000)
        #expect(model.handle(.key(.character("k"))) == [.loadNewer(.latest)])
        #expect(Fixture.selected(model) == 2000, "nothing above yet")
        _ = model.handle(.list(Self.started(1961...2020)))
        #expect(Fixture.selected(model) == 2001)
        let numbers = model.lists[.latest]?.snapshot.rows.map(\.number) ?? []
        #expect(numbers == Array((1961...2020).reversed()), "one run, nothing twice, nothing missing")
        #expect(model.notice == nil, "rows asked for above are no news")
    }

    @Test("moving up near the top loads the newer page ahead, keeping the selection on its comic")
    func loadsAhead() {
        var model = Self.startedAt2000()
        _ = model.handle(.key(.character("j")))
        _ = model.handle(.key(.character("j")))
        #expect(model.handle(.key(.character("k"))) == [.loadNewer(.latest)])
        #expect(Fixture.selected(model) == 1999)
        _ = model.handle(.list(Self.started(1961...2020)))
        #expect(Fixture.selected(model) == 1999)
        #expect(model.lists[.latest]?.snapshot.rows.first?.number == 2020)
    }

    @Test("the wheel up at the top loads the newer page and goes on up a turn's rows")
    func wheelUp() {
        var model = Self.startedAt2000()
        #expect(model.handle(.key(.mouse(MouseEvent(.wheelUp, row: 3, column: 3)))) == [.loadNewer(.latest)])
        _ = model.handle(.list(Self.started(1961...2020)))
        #expect(Fixture.selected(model) == 2003)
    }

    @Test("PgUp at the top goes a screen up once the newer page is in")
    func pageUp() {
        var model = Self.startedAt2000()
        let screen = ListLayout.visibleRowCount(in: Fixture.size)
        #expect(model.handle(.key(.pageUp)) == [.loadNewer(.latest)])
        _ = model.handle(.list(Self.started(1961...2020)))
        #expect(Fixture.selected(model) == 2000 + screen)
    }

    @Test("a move down waiting for the next page keeps its target when a newer page comes in above")
    func pendingMoveDownKeepsItsPlace() {
        var model = ReaderModel(size: Fixture.size)
        _ = model.handle(.list(Self.started(1991...2000)))
        _ = model.handle(.key(.character("G")))
        _ = model.handle(.key(.character("j")))
        _ = model.handle(.key(.character("j")))
        var rows = Self.rows(1991...2010)
        _ = model.handle(.list(FeedSnapshot(feed: .latest, rows: rows, phase: .loading, startNumber: 2000)))
        #expect(Fixture.selected(model) == 1991, "the page below has not come yet")
        rows += Self.rows(1971...1990)
        _ = model.handle(.list(FeedSnapshot(feed: .latest, rows: rows, startNumber: 2000)))
        #expect(Fixture.selected(model) == 1989, "two below the old last row")
    }

    @Test("at the newest nothing loads above: k is an ordinary move")
    func atTheNewest() {
        var model = ReaderModel(size: Fixture.size)
        _ = model.handle(.list(Self.started(1981...2000, hasNewer: false)))
        #expect(model.handle(.key(.character("k"))) == [])
        #expect(Fixture.selected(model) == 2000)
        var fromNewest = ReaderModel(size: Fixture.size)
        _ = fromNewest.handle(.list(FeedSnapshot(feed: .latest, rows: Self.rows(1981...2000))))
        #expect(fromNewest.handle(.key(.character("k"))) == [])
    }

    @Test("once the pages above reach the newest: no \"from #N\", and g selects the top without reloading")
    func reachedTheNewest() {
        var model = Self.startedAt2000()
        #expect(ReaderView.frame(for: model).plainLines.last?.contains("from #2000") == true)
        _ = model.handle(.list(Self.started(1961...2020, hasNewer: false)))
        _ = model.handle(.key(.character("j")))  // a key clears the "new comics above" notice
        let status = ReaderView.frame(for: model).plainLines.last ?? ""
        // The rows that came in above are out of view, not unloaded.
        #expect(status.hasPrefix("Latest · more above and below"), "\(status)")
        #expect(model.handle(.key(.character("g"))) == [])
        #expect(Fixture.selected(model) == 2020)
        #expect(model.lists[.latest]?.snapshot.rows.count == 60, "the pages below stay")
    }

    @Test("N with no unread comic loaded above looks in the newer pages, a page at a time")
    func previousUnreadAbove() {
        var model = Self.startedAt2000()
        #expect(model.handle(.key(.character("N"))) == [.loadNewer(.latest)])
        #expect(model.notice == "Looking for an unread comic above…")
        #expect(model.handle(.list(Self.started(1961...2020))) == [.loadNewer(.latest)], "all read: the next page")
        var rows = Self.rows(1961...2040)
        rows[5] = Fixture.row(2035, read: false)
        _ = model.handle(.list(FeedSnapshot(feed: .latest, rows: rows, startNumber: 2000)))
        #expect(Fixture.selected(model) == 2035)
        #expect(model.notice == nil)
    }

    /// `startedAt2000()` with #2000 open.
    static func openAt2000() -> ReaderModel {
        var model = startedAt2000()
        _ = model.handle(.key(.enter))
        _ = model.handle(.detail(ComicDetailState(comic: SyntheticComic.comic(number: 2000), isBookmarked: false)))
        return model
    }

    @Test("p on the first comic's page loads the newer page, then opens the comic above")
    func previousAtAStartedList() {
        var model = Self.openAt2000()
        #expect(model.handle(.key(.character("p"))) == [.loadNewer(.latest)])
        #expect(model.routes == [.list(.latest), .detail(number: 2000, from: .latest)])
        let effects = model.handle(.list(Self.started(1961...2020)))
        #expect(effects.contains(.openDetail(SyntheticComic.comic(number: 2001), from: .latest)))
        #expect(effects.contains(.closeDetail(2000)))
        #expect(model.routes == [.list(.latest), .detail(number: 2001, from: .latest)])
        #expect(model.lists[.latest]?.snapshot.rows.count == 60, "the pages below stay")
        #expect(Fixture.selected(model) == 2001)
    }

    @Test("p on the newest comic's page says so and stays on the comic")
    func previousPastTheNewest() {
        var model = Self.openAt2000()
        _ = model.handle(.key(.character("p")))
        _ = model.handle(.list(Self.started(1961...2000, hasNewer: false)))
        #expect(model.routes == [.list(.latest), .detail(number: 2000, from: .latest)])
        #expect(model.notice == "#2000 is the newest comic")
        #expect(model.handle(.key(.character("p"))) == [])
        #expect(model.notice == "#2000 is the newest comic")
    }
}
