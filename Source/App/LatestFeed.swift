import ComicData

/// Loads the Latest feed through its repository until it holds `count` comics.
enum LatestFeed {
    static func load(count: Int, from repository: some ComicRepository) async throws -> FeedState {
        await repository.prewarm()
        var state = await repository.currentState
        while state.comics.count < count, state.hasMore, !state.isFailed {
            await repository.loadNextPage()
            state = await repository.currentState
        }
        if case .failed(let message) = state.phase, state.comics.count < count { throw CommandFailure(message) }
        state.comics = Array(state.comics.prefix(count))
        let lowestShown = state.comics.last?.number ?? 0
        state.failures = state.failures.filter { $0.number > lowestShown }
        return state
    }
}

extension FeedState {
    var isFailed: Bool {
        if case .failed = phase { true } else { false }
    }
}
