import ComicData

/// `n` and `N` on a list: the next unread comic below, the previous above,
/// as newsboat's `n`. Below, pages load as needed, at most
/// `UnreadSeek.pageLimit` for one press.
extension ReaderModel {
    public struct UnreadSeek: Sendable, Hashable {
        /// Pages one `n` may load looking for an unread comic.
        public static let pageLimit = 10

        public let feed: FeedName
        public internal(set) var pagesLeft = pageLimit
        /// How many rows the list had when the last page was asked for.
        var rowCount: Int
    }

    mutating func selectUnread(_ direction: Int, in feed: FeedName) -> [ReaderEffect] {
        guard let list = lists[feed], let from = list.selectedIndex else { return [] }
        if let number = Self.unreadNumber(in: list.snapshot.rows, from: from, direction: direction) {
            _ = lists[feed]?.select(number: number)
            return []
        }
        if direction < 0, list.snapshot.hasNewer {
            return seekUnreadAbove(in: feed, pagesLeft: UnreadSeek.pageLimit)
        }
        guard direction > 0, list.snapshot.canGrow else {
            notice = direction > 0 ? "No unread comics below" : "No unread comics above"
            return []
        }
        unreadSeek = UnreadSeek(feed: feed, rowCount: list.snapshot.rows.count)
        notice = "Looking for an unread comic below…"
        return [.loadMore(feed)]
    }

    /// New rows for the list `n` is searching: select an unread one, or ask for the next page.
    mutating func continueUnreadSeek(in feed: FeedName) -> [ReaderEffect] {
        guard var seek = unreadSeek, seek.feed == feed, let list = lists[feed] else { return [] }
        let state = list.snapshot
        if let from = list.selectedIndex, let number = Self.unreadNumber(in: state.rows, from: from, direction: 1) {
            _ = lists[feed]?.select(number: number)
            (unreadSeek, notice) = (nil, nil)
            return []
        }
        switch state.phase {
        case .loading, .refreshing: return []
        case .idle, .failed: break
        }
        // An update that brought no rows (a mark changed): the page is still on its way.
        if state.rows.count == seek.rowCount, state.canGrow { return [] }
        guard state.canGrow, seek.pagesLeft > 1 else {
            unreadSeek = nil
            notice =
                state.canGrow
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
    static func unreadNumber(in rows: [FeedRow], from: Int, direction: Int) -> Int? {
        let indices =
            direction > 0 ? Array(rows.indices.dropFirst(from + 1)) : Array(rows.indices.prefix(from).reversed())
        return indices.lazy.map { rows[$0] }.first { $0.isRead == false }?.number
    }
}
