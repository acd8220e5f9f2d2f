import ComicData

/// The geometry of a feed's list: how many rows show, and which row is
/// first so the selection stays in view. The model scrolls by it and the
/// view draws by it, so both agree without calling each other.
public enum ListLayout {
    /// How many comic rows fit between the list's header and its status line.
    public static func visibleRowCount(in size: TerminalSize) -> Int {
        max(0, size.rows - 2)
    }

    /// The first row to show: `previous`, moved as little as needed to keep
    /// the selection visible. Callers keep it between frames.
    public static func scrollOffset(for list: ListScreen, size: TerminalSize, previous: Int = 0) -> Int {
        let rows = list.snapshot.rows
        let visible = visibleRowCount(in: size)
        guard visible > 0, !rows.isEmpty else { return 0 }
        var offset = min(max(0, previous), max(0, rows.count - visible))
        if let selected = list.selectedIndex {
            if selected < offset { offset = selected }
            // A failed page's row right below the selection shows with it: it says why no more rows come.
            let next = selected + 1
            let shown = next < rows.count && isFailedPage(rows[next]) && visible > 1 ? next : selected
            if shown >= offset + visible { offset = shown - visible + 1 }
        }
        return offset
    }

    static func isFailedPage(_ row: FeedRow) -> Bool {
        if case .failedPage = row.content { true } else { false }
    }
}
