/// What the reader and the commands ask of a feed (`ComicFeed`; tests script
/// their own): the commands that change its pages, and a stream of
/// immutable snapshots for whoever shows them. Marks are set through the
/// mark repositories, never through a feed.
public protocol ComicRepository: Sendable {
    /// The current state first, then every change. Any number of observers;
    /// ending the iteration ends the subscription.
    func states() async -> AsyncStream<FeedSnapshot>

    var currentState: FeedSnapshot { get async }

    /// Opens storage and loads the first page in the background of the
    /// caller's choosing; a later `loadNextPage()` joins it. Safe to call
    /// before anyone observes, more than once, and concurrently.
    func prewarm() async

    /// Shows what a cache holds of the first page at once, marked as
    /// refreshing, until the first page proper replaces it (the reader's
    /// warm start). Does nothing once comics are shown.
    func showCachedFirstPage() async

    /// Loads the next page. Only one load runs at a time: a call while one
    /// runs waits for it and sends no request of its own.
    func loadNextPage() async

    /// Loads the page of newer comics above the first shown, for pages
    /// started at a comic (`FeedSnapshot.hasNewer`); single-flight like
    /// `loadNextPage()`. Does nothing at the newest.
    func loadNewerPage() async

    /// Starts over from the first page, cancelling any load in flight. The
    /// old comics stay in the state until the new first page arrives.
    func refresh() async

    /// After a failure: loads the page that failed again.
    func retry() async

    /// Loads again one comic that failed within a page.
    func retryComic(_ number: Int) async

    /// Replaces the pages with a first page starting at comic `number` (nil:
    /// the newest), for a feed ordered by number; false, with nothing
    /// changed, for one that is not.
    @discardableResult
    func start(at number: Int?) async -> Bool

    /// Follows the pages' source and the shared mark stores (changes from
    /// any feed or process) until the calling task is cancelled.
    func run() async
}

extension ComicRepository {
    /// Repositories without a cache have nothing to show ahead of their first page.
    public func showCachedFirstPage() async {}

    /// A repository that cannot start at a number has nothing above its first page.
    public func loadNewerPage() async {}

    /// A repository that cannot start at a number says so.
    @discardableResult
    public func start(at number: Int?) async -> Bool { false }

    /// Loads pages until the feed holds `count` comics not in `excluded`, or
    /// ends, or `maximumWalked` comics are loaded; the state holds exactly
    /// those comics and the failures among them.
    ///
    /// - Throws: `RepositoryError.loadFailed` when a page fails before `count` comics are in.
    public func loadFirst(_ count: Int, excluding excluded: Set<Int> = []) async throws -> FeedSnapshot {
        try await loadFirst(count, excluding: excluded, limits: FirstComics.Limits()).state
    }

    /// The same walk, bounded against a broken server: it stops after pages
    /// in a row that brought no comic, when no page may start any more, or
    /// after `limits.maximumWalked` comics, and says why it holds fewer than `count`.
    public func loadFirst(
        _ count: Int, excluding excluded: Set<Int> = [], limits: FirstComics.Limits
    ) async throws -> FirstComics {
        func keptCount(_ state: FeedSnapshot) -> Int { state.items.count { !excluded.contains($0.number) } }
        let timer = limits.startTimer()
        await prewarm()
        var state = await currentState
        var pagesWithoutProgress = 0
        while keptCount(state) < count, state.hasMore, !state.isFailed,
            pagesWithoutProgress < limits.pagesWithoutProgress, timer.elapsed() < limits.timeLimit,
            state.items.count < limits.maximumWalked
        {
            let before = state.items.count
            await loadNextPage()
            state = await currentState
            pagesWithoutProgress = state.items.count > before ? 0 : pagesWithoutProgress + 1
        }
        let range = Self.failedRange(state.failures)
        if case .failed(let message) = state.phase, keptCount(state) < count {
            // A later page failing (the network lost mid-walk) costs nothing already loaded.
            guard keptCount(state) > 0 else { throw RepositoryError.loadFailed(message) }
            state.items = state.items.filter { !excluded.contains($0.number) }
            state.layOutRows()
            return FirstComics(
                state: state,
                shortfall:
                    "incomplete: got \(state.items.count) of \(count) comics; the next page failed: \(message)\(range)"
            )
        }
        let kept = state.items.filter { !excluded.contains($0.number) }
        guard kept.count < count, state.hasMore, state.items.count < limits.maximumWalked else {
            state.items = Array(kept.prefix(count))
            let lowestShown = state.items.last?.number ?? 0
            state.failures = state.failures.filter { $0.number > lowestShown && !excluded.contains($0.number) }
            state.layOutRows()
            return FirstComics(state: state, shortfall: nil)
        }
        let why =
            pagesWithoutProgress >= limits.pagesWithoutProgress
            ? "\(limits.pagesWithoutProgress) pages in a row brought none"
            : "\(limits.timeLimit.components.seconds) s"
        state.items = kept
        state.layOutRows()
        return FirstComics(
            state: state, shortfall: "incomplete: got \(kept.count) of \(count) comics; stopped after \(why)\(range)")
    }

    /// What stands for every comic that failed on the way, in the one line
    /// that says why the walk holds fewer: how many, which, and the first one's reason.
    private static func failedRange(_ failures: [ComicFailure]) -> String {
        let numbers = failures.map(\.number)
        guard let first = failures.first, let highest = numbers.max(), let lowest = numbers.min() else { return "" }
        return
            " (\(failures.count) failed, #\(highest) to #\(lowest); comic \(first.number): \(first.reason.description))"
    }
}
