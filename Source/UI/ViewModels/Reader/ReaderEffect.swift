/// What the reader asks the outside world to do: each one a view-model
/// call, a view model started or stopped, or the end of the run.
public enum ReaderEffect: Sendable, Hashable {
    /// Start a feed's view model: prewarm and follow its repository.
    case startFeed(ComicListState.Feed)
    case loadMore(ComicListState.Feed)
    case refresh(ComicListState.Feed)
    case retryPage(ComicListState.Feed)
    case retryComic(Int, in: ComicListState.Feed)
    case setBookmark(Int, Bool, in: ComicListState.Feed)
    /// Through the open comic's view model, which holds the comic even when
    /// its feed no longer does (un-bookmarked in Bookmarks).
    case setDetailBookmark(Int, Bool)
    /// Start the view model of a comic opened from a feed.
    case openDetail(Int, from: ComicListState.Feed)
    /// Stop it: its route was popped.
    case closeDetail(Int)
    /// Fetch and save these comics' images ahead of need (the open comic's neighbours).
    case prefetchImages([Int], from: ComicListState.Feed)
    /// Repaint the whole screen.
    case redraw
    /// Hand the terminal back to the shell and stop until `fg`.
    case suspend
    /// End the run; `signal` when a signal asked for it.
    case quit(signal: Int32?)
}
