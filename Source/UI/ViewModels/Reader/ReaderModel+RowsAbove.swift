import ComicData

/// Rows that arrive above the selection (the network's newest comics over
/// the cached ones at start) leave the selection where it was on screen.
extension ReaderModel {
    /// Says how many new rows are above, out of view, on the list shown.
    mutating func noteRowsAbove(_ count: Int, in feed: FeedName) {
        guard count > 0, route == .list(feed), let list = lists[feed] else { return }
        let hidden = min(count, ListLayout.scrollOffset(for: list, size: size, previous: list.scrollOffset))
        guard hidden > 0 else { return }
        notice = hidden == 1 ? "1 new comic above" : "\(hidden) new comics above"
    }
}
