import ComicData

/// Everything that can happen to the reader: the only input of `ReaderModel`.
public enum ReaderEvent: Sendable, Hashable {
    /// A key, and when it was read, as time since the reader started (nil in tests that do not care).
    case key(Key, at: Duration? = nil)
    /// Every key waiting when the reader took its input, as counted runs,
    /// handled in order before the next frame.
    case keys([KeyPress], at: Duration? = nil)
    case resize(TerminalSize)
    /// A feed's repository published new rows.
    case list(FeedSnapshot)
    /// The open comic's view model published.
    case detail(ComicDetailState)
    /// The search prompt's edit numbered so has waited its pause (`.debounceSearch`).
    case searchPaused(edit: Int)
    /// How much of the archive the search covers.
    case searchCoverage(SearchCoverage)
    /// Comic `number`'s image loaded, or could not be.
    case image(Int, DetailImage)
    /// A comic asked for by number (go to) could not be opened, and why.
    case comicUnavailable(Int, reason: String)
    /// A comic asked for by number (go to) that no feed held has come, for this feed's screen.
    case comicFetched(Comic, from: FeedName)
    /// A comic drawn at random for `R`; `isFromCache` when the network was unreachable.
    case randomComic(Comic, isFromCache: Bool)
    /// How many comics at or below a number have no read mark (for `M`).
    case unreadCount(atOrBelow: Int, Int)
    /// A bookmark was removed: what an undo restores, read before it went;
    /// nil when it cannot be restored.
    case bookmarkRemoved(Int, RemovedBookmark?)
    /// The undo offer numbered so has lasted its time (a later offer outlives it).
    case undoExpired(offer: Int)
    /// Comic `number`'s explanation (`x`), or why there is none.
    case explanationLoaded(Int, ExplanationScreen.Content)
    /// Comic `number`'s explanation wrapped at a width (`.layOutExplanation`).
    case explanationLaidOut(Int, ExplanationLayout)
    /// Comic `number`'s best image for the viewer (`.openViewer`), or why there is none.
    case viewerImage(Int, ViewerScreen.Content)
    /// What If? article `number` (`.loadArticle`), or why there is none.
    case articleLoaded(Int, ArticleScreen.Content)
    /// An article laid out for a size (`.layOutArticle`).
    case articleLaidOut(Int, ArticleLayout)
    /// One of article `number`'s illustrations loaded, or why it is not.
    case illustrationLoaded(Int, src: String, DetailImage)
    /// A line for the status bar, e.g. a bookmark that could not be saved.
    case notice(String)
    /// SIGTERM, SIGINT or SIGHUP.
    case terminate(signal: Int32)
    /// The terminal's input closed.
    case inputEnded
}
