import ComicData

/// Turns one feed repository's snapshots into list-screen states and turns
/// a person's intents into repository commands.
///
/// `run()` follows the repository until its task is cancelled; `states()`
/// gives any number of observers the current state, then every distinct change.
public actor ComicListViewModel {
    /// How close to the end of the loaded rows the selection may come before the next page loads.
    public static let loadAheadRows = 5

    public nonisolated let feed: ComicListState.Feed
    private let repository: any ComicRepository
    private var feedState = FeedState()
    private var selectedNumber: Int?
    private var selectedIndex: Int?
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

    /// Prepares the feed: storage opened, first page loaded.
    public func start() async {
        await repository.prewarm()
    }

    public func loadMore() async {
        await repository.loadNextPage()
    }

    public func refresh() async {
        await repository.refresh()
    }

    /// Retries what failed: the selected comic if it is a failed placeholder, else the failed page.
    public func retry() async {
        if case .failed = published.selectedRow?.content, let number = published.selectedRow?.number {
            await repository.retryComic(number)
        } else {
            await repository.retry()
        }
    }

    public func moveSelection(by offset: Int) {
        guard !published.rows.isEmpty else { return }
        let current = selectedIndex ?? 0
        select(index: min(max(0, current + offset), published.rows.count - 1))
    }

    public func selectFirst() {
        select(index: 0)
    }

    public func selectLast() {
        select(index: published.rows.count - 1)
    }

    /// Whether the selection is near enough the end that the next page should load.
    public var shouldLoadMore: Bool {
        guard published.hasMore, let index = selectedIndex else { return false }
        switch published.phase {
        case .loading, .failed: return false
        case .loaded, .offline: return index >= published.rows.count - 1 - Self.loadAheadRows
        }
    }

    /// The selected comic, for the detail screen; nil on a placeholder row.
    public var selectedComic: Comic? {
        guard let number = published.selectedRow?.number else { return nil }
        return feedState.comics.first { $0.number == number }
    }

    /// Bookmarks or un-bookmarks the selected comic.
    public func toggleBookmarkOfSelection() async throws {
        guard let comic = selectedComic else { return }
        try await repository.setBookmarked(!feedState.isBookmarked(comic.number), comic: comic)
    }

    // MARK: - State

    private func select(index: Int) {
        guard published.rows.indices.contains(index) else { return }
        selectedIndex = index
        selectedNumber = published.rows[index].number
        publish()
    }

    private func publish() {
        let rows = Self.rows(for: feedState)
        // Keep the same comic selected while rows come and go; else the same place.
        let index: Int? =
            if rows.isEmpty { nil }
            else if let number = selectedNumber, let same = rows.firstIndex(where: { $0.number == number }) { same }
            else { min(selectedIndex ?? 0, rows.count - 1) }
        selectedIndex = index
        selectedNumber = index.map { rows[$0].number }
        let next = ComicListState(
            feed: feed, rows: rows, phase: Self.phase(for: feedState), hasMore: feedState.hasMore,
            selectedIndex: index)
        guard next != published else { return }
        published = next
        observers.send(next)
    }

    static func phase(for state: FeedState) -> ComicListState.Phase {
        switch state.phase {
        case .loading: .loading
        case .failed(let message): .failed(message: message)
        // Nothing loaded yet and more to come: the first page is about to load.
        case .idle where state.comics.isEmpty && state.failures.isEmpty && state.hasMore: .loading
        case .idle: state.isFromCache ? .offline : .loaded
        }
    }

    /// Comics in feed order, with failed comics as placeholders where their number belongs.
    static func rows(for state: FeedState) -> [ComicListRow] {
        let comics = state.comics.map {
            ComicListRow(
                number: $0.number,
                content: .comic(title: $0.title, date: $0.published, isBookmarked: state.isBookmarked($0.number)))
        }
        guard !state.failures.isEmpty else { return comics }
        let placeholders = state.failures.map {
            ComicListRow(number: $0.number, content: .failed(reason: $0.reason.description))
        }
        // Failures only come from feeds ordered by number.
        return (comics + placeholders).sorted { $0.number > $1.number }
    }
}
