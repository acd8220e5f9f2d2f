/// The storefront of one feed: the pages loaded so far, the commands that
/// change them, and a stream of immutable snapshots for whoever shows them.
public protocol ComicRepository: Sendable {
    /// The current state first, then every change. Any number of observers;
    /// ending the iteration ends the subscription.
    func states() async -> AsyncStream<FeedState>

    var currentState: FeedState { get async }

    /// Opens storage and loads the first page in the background of the
    /// caller's choosing; a later `loadNextPage()` joins it. Safe to call
    /// before anyone observes, more than once, and concurrently.
    func prewarm() async

    /// Loads the next page. Only one load runs at a time: a call while one
    /// runs waits for it and sends no request of its own.
    func loadNextPage() async

    /// Starts over from the first page, cancelling any load in flight. The
    /// old comics stay in the state until the new first page arrives.
    func refresh() async

    /// After a failure: loads the page that failed again.
    func retry() async

    /// Loads again one comic that failed within a page.
    func retryComic(_ number: Int) async

    /// Saves or removes a bookmark in the shared bookmarks store.
    func setBookmarked(_ isBookmarked: Bool, comic: Comic) async throws

    /// Follows the shared bookmarks store (changes from any feed or process)
    /// until the calling task is cancelled.
    func run() async
}

extension ComicRepository {
    public func toggleBookmark(_ comic: Comic) async throws {
        try await setBookmarked(!(await currentState.isBookmarked(comic.number)), comic: comic)
    }
}
