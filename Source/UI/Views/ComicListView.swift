import ComicData

/// The list screen as lines of text: a header, one row per comic, a status line.
///
/// Pure: the same state and size always give the same lines, exactly `rows`
/// of them, none wider than `columns`, no escape codes. Every remote string
/// is sanitized before it is measured.
public enum ComicListView {
    /// Marks the selected row, so selection never depends on colour.
    public static let selectionMark = "›"
    /// Marks a bookmarked comic; single-width in every locale.
    public static let bookmarkMark = ScreenText.bookmarkMark
    /// Marks a comic not read yet, in the column after the selection mark.
    public static let unreadMark = "•"

    /// `ambiguousIsWide`: the terminal draws East Asian ambiguous-width characters two columns wide.
    public static func render(
        _ list: ListScreen, size: TerminalSize, ambiguousIsWide: Bool = false
    ) -> [String] {
        let scrollOffset = list.scrollOffset
        guard size.rows > 0 else { return [] }
        let width = max(0, size.columns)
        let status = statusLine(list, size: size, scrollOffset: scrollOffset, ambiguousIsWide: ambiguousIsWide)
        if size.rows == 1 { return [status] }
        var lines = [header(list.feed, width: width, ambiguousIsWide: ambiguousIsWide)]
        lines += body(list, size: size, scrollOffset: scrollOffset, ambiguousIsWide: ambiguousIsWide)
        lines.append(status)
        return lines
    }

    /// How many comic rows fit between the header and the status line.
    public static func visibleRowCount(in size: TerminalSize) -> Int {
        ListLayout.visibleRowCount(in: size)
    }

    /// The first row to show; see `ListLayout.scrollOffset(for:size:previous:)`.
    public static func scrollOffset(for list: ListScreen, size: TerminalSize, previous: Int = 0) -> Int {
        ListLayout.scrollOffset(for: list, size: size, previous: previous)
    }

    // MARK: - Parts

    static func header(_ feed: FeedName, width: Int, ambiguousIsWide: Bool) -> String {
        let title = "xkcd — \(feed.rawValue)"
        let hint = "Tab: \(ReaderModel.feed(1, after: feed).rawValue)"
        let gap =
            width - TerminalText.width(title, ambiguousIsWide: ambiguousIsWide)
            - TerminalText.width(hint, ambiguousIsWide: ambiguousIsWide)
        guard gap >= 2 else { return TerminalText.truncate(title, toWidth: width, ambiguousIsWide: ambiguousIsWide) }
        return title + String(repeating: " ", count: gap) + hint
    }

    static func body(_ list: ListScreen, size: TerminalSize, scrollOffset: Int, ambiguousIsWide: Bool) -> [String] {
        let rows = list.snapshot.rows
        let visible = visibleRowCount(in: size)
        let width = max(0, size.columns)
        var lines: [String]
        if rows.isEmpty {
            lines = TerminalText.wrap(
                emptyMessage(list.snapshot), width: width, indent: "  ", ambiguousIsWide: ambiguousIsWide)
        } else {
            let offset = self.scrollOffset(for: list, size: size, previous: scrollOffset)
            let numberWidth = String(rows.map(\.number).max() ?? 0).count
            let end = min(rows.count, offset + visible)
            let selected = list.selectedIndex
            lines = (offset..<end).map { index in
                row(
                    rows[index], isSelected: index == selected, numberWidth: numberWidth, width: width,
                    ambiguousIsWide: ambiguousIsWide)
            }
        }
        lines = Array(lines.prefix(visible))
        return lines + Array(repeating: "", count: visible - lines.count)
    }

    static func row(_ row: FeedRow, isSelected: Bool, numberWidth: Int, width: Int, ambiguousIsWide: Bool)
        -> String
    {
        let number = String(row.number)
        let lead =
            column(selectionMark, shown: isSelected, ambiguousIsWide: ambiguousIsWide)
            + column(unreadMark, shown: isUnread(row), ambiguousIsWide: ambiguousIsWide)
            + String(repeating: " ", count: max(0, numberWidth - number.count)) + number + "  "
        let room = width - TerminalText.width(lead, ambiguousIsWide: ambiguousIsWide)
        switch row.content {
        case .comic(let comic, let isBookmarked, _):
            return titled(
                comic.title, date: comic.published?.description, isBookmarked: isBookmarked, lead: lead, room: room,
                width: width, ambiguousIsWide: ambiguousIsWide)
        case .article(let entry, let isBookmarked, _):
            return titled(
                entry.title, date: Self.date(of: entry), isBookmarked: isBookmarked, lead: lead, room: room,
                width: width, ambiguousIsWide: ambiguousIsWide)
        case .failed(let reason):
            return failure(
                "⚠ not loaded: " + TerminalText.sanitizedLine(reason), lead: lead, width: width,
                ambiguousIsWide: ambiguousIsWide)
        case .failedPage(let reason):
            // Not one comic: no number in the number column.
            let pageLead =
                column(selectionMark, shown: isSelected, ambiguousIsWide: ambiguousIsWide)
                + column(unreadMark, shown: false, ambiguousIsWide: ambiguousIsWide)
                + String(repeating: " ", count: numberWidth) + "  "
            return failure(
                "⚠ " + TerminalText.sanitizedLine(reason), lead: pageLead, width: width,
                ambiguousIsWide: ambiguousIsWide)
        }
    }

    /// A comic's or an article's row after its lead: the date when there is
    /// room for it and a useful bit of title, the bookmark mark, the title.
    private static func titled(
        _ title: String, date: String?, isBookmarked: Bool, lead: String, room: Int, width: Int, ambiguousIsWide: Bool
    ) -> String {
        let mark = column(bookmarkMark, shown: isBookmarked, ambiguousIsWide: ambiguousIsWide) + " "
        let dated = room >= 10 + 2 + 2 + 12
        let dateText = dated ? (date ?? String(repeating: " ", count: 10)) + "  " : ""
        return TerminalText.truncate(
            lead + dateText + mark + TerminalText.sanitizedLine(title), toWidth: width, ambiguousIsWide: ambiguousIsWide
        )
    }

    /// An article's archive date as a row shows it: `YYYY-MM-DD`, else nil (never the site's text as it came).
    static func date(of entry: WhatIfEntry) -> String? {
        let date = entry.date
        let isDate =
            date.utf8.count == 10
            && date.utf8.enumerated().allSatisfy { index, byte in
                index == 4 || index == 7 ? byte == UInt8(ascii: "-") : (0x30...0x39).contains(byte)
            }
        return isDate ? date : nil
    }

    /// A row that failed: the problem, cut to fit, and how to retry it.
    private static func failure(_ problem: String, lead: String, width: Int, ambiguousIsWide: Bool) -> String {
        let retry = " — r to retry"
        let problemRoom =
            width - TerminalText.width(lead, ambiguousIsWide: ambiguousIsWide)
            - TerminalText.width(retry, ambiguousIsWide: ambiguousIsWide)
        guard problemRoom >= 16 else {
            return TerminalText.truncate(lead + problem, toWidth: width, ambiguousIsWide: ambiguousIsWide)
        }
        return lead + TerminalText.truncate(problem, toWidth: problemRoom, ambiguousIsWide: ambiguousIsWide) + retry
    }

    /// A mark's column: the mark, or as many spaces as it is wide. "•" is
    /// ambiguous-width (two columns on a CJK terminal), so a blank must
    /// measure the same for the numbers to line up.
    static func column(_ mark: String, shown: Bool, ambiguousIsWide: Bool) -> String {
        shown ? mark : String(repeating: " ", count: TerminalText.width(mark, ambiguousIsWide: ambiguousIsWide))
    }

    static func isUnread(_ row: FeedRow) -> Bool {
        row.isRead == false
    }

    static func emptyMessage(_ snapshot: FeedSnapshot) -> String {
        if snapshot.isLoading { return "Loading…" }
        switch (snapshot.phase, snapshot.feed) {
        case (.loading, _), (.refreshing, _): return "Loading…"
        case (.failed(let message), _):
            let what = snapshot.feed == .whatIf ? "articles" : "comics"
            return "Could not load \(what): \(TerminalText.sanitizedLine(message)) — press r to retry"
        case (.idle, _) where snapshot.isOffline: return "Offline, and nothing is cached yet — press r to retry"
        case (.idle, .bookmarks): return "No bookmarks yet — press b on a comic to save it"
        case (.idle, .latest): return "No comics yet — press r to refresh"
        case (.idle, .unread): return "Nothing unread among the cached comics — xkcd sync caches them all"
        case (.idle, .search): return "No cached comic matches"
        case (.idle, .whatIf): return "No What If? articles yet — press r to refresh, or run xkcd sync --whatif"
        }
    }

    static func statusLine(_ list: ListScreen, size: TerminalSize, scrollOffset: Int, ambiguousIsWide: Bool)
        -> String
    {
        let state = list.snapshot
        var facts = [state.feed.rawValue]
        switch state.phase {
        case _ where state.isLoading: facts.append("Loading…")
        case .refreshing: facts.append("Refreshing…")
        case .failed(let message): facts.append("Error: " + TerminalText.sanitizedLine(message))
        case _ where state.isOffline:
            let shown = state.feed == .whatIf ? "Offline — showing saved articles" : "Offline — showing cached comics"
            facts.append(state.rows.isEmpty ? "Offline" : shown)
        case .loading, .idle: break
        }
        let offset = self.scrollOffset(for: list, size: size, previous: scrollOffset)
        // Rows out of view or not loaded yet, as a pager says it.
        let above = !state.rows.isEmpty && (state.hasNewer || offset > 0)
        let below = !state.rows.isEmpty && (state.hasMore || offset + visibleRowCount(in: size) < state.rows.count)
        var hints = hints(for: list)
        var start: String?
        if let number = state.startNumber, state.hasNewer {
            // Pages started below the newest (until the pages above reach it): say where, and how to get back.
            start = "from #\(number)"
            hints.insert(StatusLine.Hint(text: "g newest", keep: 3), at: max(0, hints.count - 1))
        }
        let more = above ? (below ? "more above and below" : "more above") : (below ? "more below" : nil)
        let short = above ? "more above" : more
        // Too narrow for all of it: the rows above are the news, then where the pages start.
        let choices = [[start, more], [start, short], [short]].map { facts + $0.compactMap { $0 } }
        let essential = hints.filter { $0.keep >= StatusLine.essential }.map(\.text)
        facts =
            choices.first {
                TerminalText.width(
                    ($0 + essential).joined(separator: StatusLine.separator), ambiguousIsWide: ambiguousIsWide)
                    <= size.columns
            } ?? choices[choices.count - 1]
        return StatusLine.render(
            facts: facts, hints: hints, width: max(0, size.columns), ambiguousIsWide: ambiguousIsWide)
    }

    /// Only the keys that act on the selected row, in reading order. When
    /// they do not all fit, the least useful go first, always in this order:
    /// move, r, Tab, b, Enter; q quit stays longest.
    static func hints(for list: ListScreen) -> [StatusLine.Hint] {
        let move = StatusLine.Hint(text: "↑↓ move", keep: 0)
        let refresh = StatusLine.Hint(text: retries(list) ? "r retry" : "r refresh", keep: 1)
        let feeds = StatusLine.Hint(text: "Tab feeds", keep: 2)
        let quit = StatusLine.Hint(text: "q quit", keep: 5)
        // With nothing to select, only what can change that.
        guard let selected = list.selectedRow else { return [feeds, refresh, quit] }
        // A failed row: Enter retries it (so does r).
        guard selected.isRead != nil else {
            return [move, StatusLine.Hint(text: "Enter retry", keep: 4), feeds, quit]
        }
        let open = StatusLine.Hint(text: "Enter open", keep: 4)
        let bookmark = StatusLine.Hint(text: "b bookmark", keep: 3)
        return [move, open, bookmark, feeds, refresh, quit]
    }

    /// Whether r retries (something failed, or the feed is offline) rather than refreshes.
    static func retries(_ list: ListScreen) -> Bool {
        if list.snapshot.isFailed || list.snapshot.isOffline { return true }
        if case .failed = list.selectedRow?.content { return true }
        return false
    }
}
