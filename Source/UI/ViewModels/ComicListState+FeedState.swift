import ComicData

/// The list screen's state as a pure function of its feed's snapshot: the
/// reader applies it to each `FeedState` its repository publishes, so no
/// view model stands between the repository and the list.
extension ComicListState {
    /// The rows and phase that `state` shows. The selection is the reader's
    /// (`ListScreen`), so it is nil here.
    public init(feed: Feed, showing state: FeedState) {
        self.init(
            feed: feed, rows: Self.rows(for: state), phase: Self.phase(for: state), hasMore: state.hasMore,
            startNumber: state.startNumber, hasNewer: state.hasNewer)
    }

    static func phase(for state: FeedState) -> Phase {
        switch state.phase {
        case .loading: .loading
        case .refreshing: .refreshing
        case .failed(let message): .failed(message: message)
        // Nothing loaded yet and more to come: the first page is about to load.
        case .idle where state.comics.isEmpty && state.failures.isEmpty && state.hasMore: .loading
        case .idle: state.isFromCache ? .offline : .loaded
        }
    }

    /// Comics in feed order, with failed comics as placeholders where their
    /// number belongs, and a page that failed after them as one row at the end.
    static func rows(for state: FeedState) -> [ComicListRow] {
        var rows = comicRows(for: state)
        if case .failed(let message) = state.phase, state.failedPageFollows, let last = rows.last {
            // Numbered where the page would have started, so retrying selects its first comic.
            let number = rows.contains { $0.number == last.number - 1 } ? 0 : max(0, last.number - 1)
            rows.append(ComicListRow(number: number, content: .failedPage(reason: message)))
        }
        return rows
    }

    private static func comicRows(for state: FeedState) -> [ComicListRow] {
        state.entries.map { entry in
            switch entry {
            case .comic(let comic):
                ComicListRow(
                    number: comic.number,
                    content: .comic(
                        comic, isBookmarked: state.isBookmarked(comic.number),
                        isRead: state.isMarked(comic.number, as: .read)))
            case .failure(let failure):
                ComicListRow(number: failure.number, content: .failed(reason: failure.reason.description))
            }
        }
    }
}
