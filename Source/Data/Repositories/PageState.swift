/// One immutable snapshot of a paging repository: the pages loaded so far.
public struct PageState: Sendable, Hashable {
    public enum Phase: Sendable, Hashable {
        case idle
        case loading
        /// A new first page is loading to replace the comics shown (a
        /// refresh, or the network's page after the cache's at start).
        case refreshing
        /// The last load failed; `message` is one line a person can read.
        case failed(message: String)
    }

    /// The comics loaded so far, in feed order.
    public var comics: [Comic] = []
    /// Comics of the loaded pages that could not be loaded, lowest last.
    public var failures: [ComicFailure] = []
    /// Whether another page can be loaded.
    public var hasMore = true
    public var phase = Phase.idle
    /// The comics shown came from the cache: the network was unreachable, or
    /// (while refreshing) the network's first page has not come yet.
    public var isFromCache = false
    /// The comic the pages were started at when a person asked for one (go
    /// to); nil when they start at the feed's first (the newest). Newer pages
    /// loaded above it (`hasNewer`) leave it as it was: the start is where
    /// the person went, and the list keeps its selection.
    public var startNumber: Int?
    /// Whether a page of newer comics can be loaded above the first shown
    /// (pages started at a comic below the newest, in a source ordered by number).
    public var hasNewer = false
    /// The failed load (see `phase`) was of the page after the comics
    /// shown, not of ones replacing them: a list shows it as one row at the end.
    public var failedPageFollows = false

    public init() {}
}
