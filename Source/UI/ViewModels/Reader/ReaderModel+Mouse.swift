import ComicData

/// The mouse (SGR 1006 reports): the wheel scrolls what the keys scroll,
/// a click selects a list's row, a click on the selected row opens it (so a
/// double click opens too). Questions and text fields ignore it.
extension ReaderModel {
    /// Rows one turn of the wheel moves.
    public static let wheelStep = 3

    /// `times` turns of the wheel scroll `times` steps; a click is one click.
    mutating func handleMouse(_ event: MouseEvent, times: Int = 1) -> [ReaderEffect] {
        if case .markReadQuestion = route { return [] }
        notice = nil
        switch event.kind {
        case .wheelUp, .wheelDown:
            guard !keymap.takesText else { return [] }
            return perform(.move((event.kind == .wheelUp ? -Self.wheelStep : Self.wheelStep) * times))
        case .click:
            return click(at: event.row)
        }
    }

    /// A click on screen row `row` of a list (row 0 is its header, or the search prompt).
    private mutating func click(at row: Int) -> [ReaderEffect] {
        let feed: FeedName
        switch route {
        case .list(let shown): feed = shown
        case .search: feed = .search
        default: return []
        }
        guard let list = lists[feed], (1...max(1, ListLayout.visibleRowCount(in: size))).contains(row) else {
            return []
        }
        let index = list.scrollOffset + row - 1
        guard list.snapshot.rows.indices.contains(index) else { return [] }
        if feed == .search { setSearchEditing(false) }
        if index == list.selectedIndex { return perform(.open) }
        _ = lists[feed]?.select(number: list.snapshot.rows[index].number)
        return []
    }
}
