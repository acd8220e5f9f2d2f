import ComicData

/// Loads the Latest feed through its repository until it holds `count` comics.
enum LatestFeed {
    /// Pages in a row that may bring no comic (all missing or failed) before
    /// the walk gives up: a broken server must not make it walk the archive.
    static let maximumPagesWithoutProgress = 2
    /// No new page is started after this long; each page has its own deadline.
    static let timeLimit: Duration = .seconds(60)
    /// The exit status of a `latest` that printed what it had but not all that was asked.
    static let incompleteExitCode: Int32 = 3

    static func load(count: Int, from repository: some ComicRepository) async throws -> FeedState {
        try await loadReportingShortfall(count: count, from: repository).state
    }

    /// The feed, and a note saying why it holds fewer than `count` comics
    /// when the walk stopped early (nil when it got them all or reached comic 1).
    static func loadReportingShortfall(
        count: Int, from repository: some ComicRepository, timeLimit: Duration = timeLimit
    ) async throws -> (state: FeedState, shortfall: String?) {
        let clock = ContinuousClock()
        let deadline = clock.now + timeLimit
        await repository.prewarm()
        var state = await repository.currentState
        var pagesWithoutProgress = 0
        while state.comics.count < count, state.hasMore, !state.isFailed,
              pagesWithoutProgress < maximumPagesWithoutProgress, clock.now < deadline
        {
            let before = state.comics.count
            await repository.loadNextPage()
            state = await repository.currentState
            pagesWithoutProgress = state.comics.count > before ? 0 : pagesWithoutProgress + 1
        }
        if case .failed(let message) = state.phase, state.comics.count < count { throw CommandFailure(message) }
        guard state.comics.count < count, state.hasMore else {
            state.comics = Array(state.comics.prefix(count))
            let lowestShown = state.comics.last?.number ?? 0
            state.failures = state.failures.filter { $0.number > lowestShown }
            return (state, nil)
        }
        let why = pagesWithoutProgress >= maximumPagesWithoutProgress
            ? "\(maximumPagesWithoutProgress) pages in a row brought none"
            : "\(timeLimit.components.seconds) s"
        let failed = state.failures.map(\.number)
        let range = failed.isEmpty ? "" : " (\(failed.count) failed, #\(failed.max() ?? 0) to #\(failed.min() ?? 0))"
        return (state, "incomplete: got \(state.comics.count) of \(count) comics; stopped after \(why)\(range)")
    }
}

extension FeedState {
    var isFailed: Bool {
        if case .failed = phase { true } else { false }
    }
}
