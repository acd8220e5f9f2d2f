/// One immutable snapshot of a feed, as a repository publishes it.
public struct FeedState: Sendable, Hashable {
    public enum Phase: Sendable, Hashable {
        case idle
        case loading
        /// The last load failed; `message` is one line a person can read.
        case failed(message: String)
    }

    /// The comics loaded so far, in feed order.
    public var comics: [Comic] = []
    /// Comics of the loaded pages that could not be loaded (the remote path's per-comic failures).
    public var failures: [ComicFailure] = []
    /// Every bookmarked comic's number, from the shared bookmarks store.
    public var bookmarkedNumbers: Set<Int> = []
    /// Whether another page can be loaded.
    public var hasMore = true
    public var phase = Phase.idle
    /// The comics shown came from the cache because the network was unreachable.
    public var isFromCache = false

    public init() {}

    public func isBookmarked(_ number: Int) -> Bool {
        bookmarkedNumbers.contains(number)
    }
}
