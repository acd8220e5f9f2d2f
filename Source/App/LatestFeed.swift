import ComicData

/// Loads the Latest feed through its repository until it holds `count` comics.
enum LatestFeed {
    /// When comics are left out (`--unread`), how many may be walked to find
    /// `count` others: the walk is bounded whatever the server claims is newest.
    static let maximumWalked = 5_000

    /// The newest `count` comics whose number is not in `excluded`.
    static func load(count: Int, from repository: some ComicRepository, excluding excluded: Set<Int> = []) async throws
        -> FeedState
    {
        func keptCount(_ state: FeedState) -> Int { state.comics.count { !excluded.contains($0.number) } }
        await repository.prewarm()
        var state = await repository.currentState
        while keptCount(state) < count, state.hasMore, !state.isFailed, state.comics.count < maximumWalked {
            await repository.loadNextPage()
            state = await repository.currentState
        }
        if case .failed(let message) = state.phase, keptCount(state) < count { throw CommandFailure(message) }
        state.comics = Array(state.comics.filter { !excluded.contains($0.number) }.prefix(count))
        let lowestShown = state.comics.last?.number ?? 0
        state.failures = state.failures.filter { $0.number > lowestShown && !excluded.contains($0.number) }
        return state
    }
}

extension FeedState {
    var isFailed: Bool {
        if case .failed = phase { true } else { false }
    }
}
