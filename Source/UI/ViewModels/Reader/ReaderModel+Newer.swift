import ComicData

/// Up past the top of a list started at a comic (go to, resume, a random
/// comic): the page of newer comics above it loads (`.loadNewer`), the pages
/// below stay, and the selection stays on its comic as rows come in above.
/// A move that wanted to go further up goes on once they have come, and `p`
/// on the first comic's page opens the one above.
extension ReaderModel {
    /// What waits for a list's newer page.
    public struct PendingNewer: Sendable, Hashable {
        public enum Then: Sendable, Hashable {
            /// Move the selection up this many rows more (0: only keep it where it is).
            case move(Int)
            /// Open the comic above this one (`p` on its page).
            case open(above: Int)
            /// `p` or `n` on a comic opened by go-to before its list has
            /// started there: once it has, its neighbours are known.
            case openOnceStarted(offset: Int, from: Int)
            /// Select the nearest unread comic above (`N`), loading at most this many pages more.
            case previousUnread(pagesLeft: Int)
        }

        public let feed: FeedName
        public let then: Then
    }

    static let loadingNewerNotice = "Loading newer comics…"
    static let loadingListNotice = "Loading the list around this comic…"
    static let seekingUnreadAboveNotice = "Looking for an unread comic above…"

    /// A move up: as far as the loaded rows go. Within a screen of the top of
    /// a list with newer comics above, their page loads, and the rows the
    /// move could not reach wait for it.
    mutating func moveUp(by rows: Int, in feed: FeedName) -> [ReaderEffect] {
        guard let list = lists[feed] else { return [] }
        let from = list.pendingIndex ?? list.selectedIndex ?? 0
        lists[feed]?.move(by: -rows)
        guard list.snapshot.hasNewer, from - rows < max(1, ListLayout.visibleRowCount(in: size)) else { return [] }
        var short = max(0, rows - from)
        if let pendingNewer, pendingNewer.feed == feed, case .move(let waiting) = pendingNewer.then {
            short += waiting
        }
        pendingNewer = PendingNewer(feed: feed, then: .move(short))
        if short > 0 { notice = Self.loadingNewerNotice }
        return [.loadNewer(feed)]
    }

    /// `p` on the page of a list's first comic when newer comics can load
    /// above it: they load, and the one above opens when it has come.
    mutating func openNewer(over number: Int, in feed: FeedName) -> [ReaderEffect]? {
        guard let state = lists[feed]?.snapshot, state.hasNewer, state.rows.first?.number == number else { return nil }
        pendingNewer = PendingNewer(feed: feed, then: .open(above: number))
        notice = Self.loadingNewerNotice
        return [.loadNewer(feed)]
    }

    /// `p` or `n` on comic `number` while its list has still to start there
    /// (go to): the comic `offset` rows away opens once it has. Nil when the
    /// list is not waiting to start there.
    mutating func openOnceStarted(_ offset: Int, from number: Int, in feed: FeedName) -> [ReaderEffect]? {
        let start = ListStart(feed: feed, number: number)
        guard pendingListStart == start || startingList == start,
            lists[feed]?.snapshot.rows.contains(where: { $0.number == number }) != true
        else { return nil }
        pendingNewer = PendingNewer(feed: feed, then: .openOnceStarted(offset: offset, from: number))
        notice = Self.loadingListNotice
        return []
    }

    /// New rows of a list waiting on its newer page: once rows came in above
    /// (or there is nothing more above, or the load failed), what waited goes
    /// on; a `p` waiting for the list to start, once it has (`started`). Nil
    /// when nothing waited on this list.
    mutating func continueNewer(_ cameAbove: Int, in content: FeedSnapshot, started: Bool) -> [ReaderEffect]? {
        guard let pending = pendingNewer, pending.feed == content.feed else { return nil }
        let failed = content.isFailed
        if case .openOnceStarted(let offset, let number) = pending.then {
            guard started else { return [] }
            pendingNewer = nil
            if notice == Self.loadingListNotice { notice = nil }
            guard case .detail(number, content.feed) = route else { return [] }
            if case .failed(let message) = content.phase {
                notice = "Could not load the list around #\(number): \(TerminalText.sanitizedLine(message))"
                return []
            }
            // Asked again, now that the list knows what is around it.
            return openAdjacent(offset, to: number, feed: content.feed)
        }
        guard cameAbove > 0 || !content.hasNewer || failed else { return [] }
        pendingNewer = nil
        if notice == Self.loadingNewerNotice || notice == Self.seekingUnreadAboveNotice { notice = nil }
        switch pending.then {
        case .move(let rows):
            if rows > 0 { lists[content.feed]?.move(by: -rows) }
        case .open(let number):
            guard case .detail(number, content.feed) = route else { return [] }
            if cameAbove > 0 { return openAdjacent(-1, to: number, feed: content.feed) }
            if !failed { notice = Self.firstComicNotice(number, in: content.feed) }
        case .previousUnread(let pagesLeft):
            return continueUnreadAbove(in: content, failed: failed, pagesLeft: pagesLeft)
        case .openOnceStarted: break
        }
        return []
    }

    /// `N` with no unread comic loaded above: the newer page loads, and the search goes on in it.
    mutating func seekUnreadAbove(in feed: FeedName, pagesLeft: Int) -> [ReaderEffect] {
        pendingNewer = PendingNewer(feed: feed, then: .previousUnread(pagesLeft: pagesLeft))
        notice = Self.seekingUnreadAboveNotice
        return [.loadNewer(feed)]
    }

    private mutating func continueUnreadAbove(in content: FeedSnapshot, failed: Bool, pagesLeft: Int)
        -> [ReaderEffect]
    {
        guard let from = lists[content.feed]?.selectedIndex else { return [] }
        if let number = Self.unreadNumber(in: content.rows, from: from, direction: -1) {
            _ = lists[content.feed]?.select(number: number)
            return []
        }
        guard content.hasNewer, !failed else {
            if !failed { notice = "No unread comics above" }
            return []
        }
        guard pagesLeft > 1 else {
            notice = "No unread comics in the next \(UnreadSeek.pageLimit) pages above · N looks further"
            return []
        }
        return seekUnreadAbove(in: content.feed, pagesLeft: pagesLeft - 1)
    }

    /// Nothing above comic `number`, the first of the feed.
    static func firstComicNotice(_ number: Int, in feed: FeedName) -> String {
        feed == .latest ? "#\(number) is the newest comic" : "#\(number) is the first comic in this list"
    }
}
