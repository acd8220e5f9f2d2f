import ComicData

/// Up past the top of a Latest list that starts below the newest (go to, a
/// random comic): the list starts again `newerStep` comics higher, one
/// contiguous run of pages, so no comic is missing or twice across the
/// join; the selection moves to the comic above, or to the new top on PgUp.
/// Within `newerStep` of the newest it starts at the newest again.
extension ReaderModel {
    /// How far up one step starts the list: less than a page, so the old top stays in the first page.
    static let newerStep = 10

    /// A comic to select once the list that starts at `start` (nil: the newest) has come.
    public struct PendingSelection: Sendable, Hashable {
        let start: Int?
        let number: Int
    }

    /// The selection is on the first row of a Latest list that does not start at the newest.
    func startsBelowNewest(_ feed: ComicListState.Feed) -> Bool {
        guard feed == .latest, let list = lists[feed], list.state.startNumber != nil else { return false }
        return list.state.selectedIndex == 0
    }

    mutating func loadNewer(_ feed: ComicListState.Feed, selectingStart: Bool) -> [ReaderEffect] {
        guard let top = lists[feed]?.state.rows.first?.number else { return [] }
        var above = top + 1
        while Comic.missingNumbers.contains(above) { above += 1 }
        let start: Int? = newestSeen.map { top + Self.newerStep >= $0 } == false ? top + Self.newerStep : nil
        pendingSelection = PendingSelection(
            start: start, number: selectingStart ? (start ?? newestSeen ?? above) : above)
        notice = "Loading newer comics…"
        return [.startPages(feed, at: start)]
    }

    /// New Latest rows: the newest number seen, and a selection waiting for them.
    mutating func noteLatest(_ content: ComicListState) {
        guard content.feed == .latest, !content.rows.isEmpty else { return }
        if content.startNumber == nil, let first = content.rows.first?.number {
            newestSeen = max(newestSeen ?? first, first)
        }
        guard let pending = pendingSelection, content.startNumber == pending.start else { return }
        pendingSelection = nil
        if notice == "Loading newer comics…" { notice = nil }
        if lists[.latest]?.select(number: pending.number) != true, pending.start == nil {
            lists[.latest]?.selectFirst()
        }
    }
}
