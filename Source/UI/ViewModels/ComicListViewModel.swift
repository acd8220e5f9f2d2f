import ComicData

/// Turns one feed repository's snapshots into list-screen states and turns
/// a person's intents into repository commands.
///
/// `run()` follows the repository until its task is cancelled; `states()`
/// gives any number of observers the current state, then every distinct
/// change. The selection is the reader's (`ReaderModel`), not this model's:
/// published states carry no selected index.
public actor ComicListViewModel {
    public nonisolated let feed: ComicListState.Feed
    private let repository: any ComicRepository
    private var feedState = FeedState()
    private var published: ComicListState
    private var observers = Broadcast<ComicListState>()

    public init(feed: ComicListState.Feed, repository: any ComicRepository) {
        self.feed = feed
        self.repository = repository
        published = ComicListState(feed: feed)
    }

    public var state: ComicListState { published }

    public func states() -> AsyncStream<ComicListState> {
        observers.subscribe(startingWith: published)
    }

    /// Follows the repository until the calling task is cancelled.
    public func run() async {
        for await feedState in await repository.states() {
            self.feedState = feedState
            publish()
        }
    }

    // MARK: - Intents

    /// Prepares the feed: cached comics shown at once (if the feed has a
    /// cache), then storage opened and the first page loaded over them.
    public func start() async {
        await repository.showCachedFirstPage()
        await repository.prewarm()
    }

    public func loadMore() async {
        await repository.loadNextPage()
    }

    /// The page of newer comics above the first row (a list started at a comic).
    public func loadNewer() async {
        await repository.loadNewerPage()
    }

    public func refresh() async {
        await repository.refresh()
    }

    /// Loads the failed page again.
    public func retry() async {
        await repository.retry()
    }

    /// Starts the feed's pages at comic `number` (nil: the newest), if the feed is ordered by number.
    public func start(at number: Int?) async {
        await repository.start(at: number)
    }

    /// Loads again one comic shown as a failed placeholder.
    public func retryComic(_ number: Int) async {
        await repository.retryComic(number)
    }

    // MARK: - State

    private func publish() {
        let next = ComicListState(
            feed: feed, rows: Self.rows(for: feedState), phase: Self.phase(for: feedState),
            hasMore: feedState.hasMore, startNumber: feedState.startNumber, hasNewer: feedState.hasNewer)
        guard next != published else { return }
        published = next
        observers.send(next)
    }

    static func phase(for state: FeedState) -> ComicListState.Phase {
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
