import ComicData

/// `n` and `N` on a list: the next unread comic below, the previous above,
/// as newsboat's `n`. Below, pages load as needed, at most
/// `UnreadSeek.pageLimit` for one press.
extension ReaderModel {
    public struct UnreadSeek: Sendable, Hashable {
        /// Pages one `n` may load looking for an unread comic.
        public static let pageLimit = 10

        public let feed: ComicListState.Feed
        public internal(set) var pagesLeft = pageLimit
        /// How many rows the list had when the last page was asked for.
        var rowCount: Int
    }

    mutating func selectUnread(_ direction: Int, in feed: ComicListState.Feed) -> [ReaderEffect] {
        guard let list = lists[feed], let from = list.state.selectedIndex else { return [] }
        if let number = Self.unreadNumber(in: list.state.rows, from: from, direction: direction) {
            _ = lists[feed]?.select(number: number)
            return []
        }
        if direction < 0, list.state.hasNewer {
            return seekUnreadAbove(in: feed, pagesLeft: UnreadSeek.pageLimit)
        }
        guard direction > 0, Self.canLoadMore(list.state) else {
            notice = direction > 0 ? "No unread comics below" : "No unread comics above"
            return []
        }
        unreadSeek = UnreadSeek(feed: feed, rowCount: list.state.rows.count)
        notice = "Looking for an unread comic below…"
        return [.loadMore(feed)]
    }

    /// New rows for the list `n` is searching: select an unread one, or ask for the next page.
    mutating func continueUnreadSeek(in feed: ComicListState.Feed) -> [ReaderEffect] {
        guard var seek = unreadSeek, seek.feed == feed, let state = lists[feed]?.state else { return [] }
        if let from = state.selectedIndex, let number = Self.unreadNumber(in: state.rows, from: from, direction: 1) {
            _ = lists[feed]?.select(number: number)
            (unreadSeek, notice) = (nil, nil)
            return []
        }
        switch state.phase {
        case .loading, .refreshing: return []
        case .loaded, .offline, .failed: break
        }
        // An update that brought no rows (a mark changed): the page is still on its way.
        if state.rows.count == seek.rowCount, Self.canLoadMore(state) { return [] }
        guard Self.canLoadMore(state), seek.pagesLeft > 1 else {
            unreadSeek = nil
            notice =
                Self.canLoadMore(state)
                ? "No unread comics in the next \(UnreadSeek.pageLimit) pages · n looks further"
                : "No unread comics below"
            return []
        }
        seek.pagesLeft -= 1
        seek.rowCount = state.rows.count
        unreadSeek = seek
        return [.loadMore(feed)]
    }

    /// The first unread comic after row `from` in `direction`.
    static func unreadNumber(in rows: [ComicListRow], from: Int, direction: Int) -> Int? {
        let indices =
            direction > 0 ? Array(rows.indices.dropFirst(from + 1)) : Array(rows.indices.prefix(from).reversed())
        return indices.lazy.map { rows[$0] }.first { row in
            if case .comic(_, _, false) = row.content { return true }
            return false
        }?.number
    }

    private static func canLoadMore(_ state: ComicListState) -> Bool {
        if case .failed = state.phase { return false }
        return state.hasMore
    }
}
