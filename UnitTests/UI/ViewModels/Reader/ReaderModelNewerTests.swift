import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// Up past the top of a Latest list that starts below the newest.
@Suite("Reader model: newer comics above a started list")
struct ReaderModelNewerTests {
    typealias Fixture = ReaderModelTests

    static func rows(_ numbers: ClosedRange<Int>) -> [ComicListRow] {
        numbers.reversed().map { Fixture.row($0) }
    }

    /// Latest seen from the newest (`newest`), then started at 2000.
    static func started(newest: Int) -> ReaderModel {
        var model = ReaderModel(size: Fixture.size)
        _ = model.handle(.list(ComicListState(feed: .latest, rows: rows((newest - 19)...newest), phase: .loaded)))
        _ = model.handle(
            .list(ComicListState(feed: .latest, rows: rows(1981...2000), phase: .loaded, startNumber: 2000)))
        return model
    }

    @Test("k at the top starts the list ten comics higher and selects the comic above, with no gap")
    func upOne() {
        var model = Self.started(newest: 3104)
        #expect(Fixture.selected(model) == 2000)
        #expect(model.handle(.key(.character("k"))) == [.startPages(.latest, at: 2010)])
        _ = model.handle(
            .list(ComicListState(feed: .latest, rows: Self.rows(1991...2010), phase: .loaded, startNumber: 2010)))
        #expect(Fixture.selected(model) == 2001)
        let numbers = model.lists[.latest]?.state.rows.map(\.number) ?? []
        #expect(numbers == Array((1991...2010).reversed()), "one run, nothing twice, nothing missing")
    }

    @Test("near the newest the list starts at the newest again; PgUp selects the new top")
    func nearTheNewest() {
        var model = Self.started(newest: 2005)
        #expect(model.handle(.key(.pageUp)) == [.startPages(.latest, at: nil)])
        _ = model.handle(.list(ComicListState(feed: .latest, rows: Self.rows(1986...2005), phase: .loaded)))
        #expect(Fixture.selected(model) == 2005)
        #expect(model.lists[.latest]?.state.startNumber == nil)
        #expect(
            !model.handle(.key(.character("k"))).contains(.startPages(.latest, at: nil)),
            "at the newest, k is an ordinary move")
        #expect(Fixture.selected(model) == 2005)
    }
}
