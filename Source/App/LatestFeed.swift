import ComicData

/// Loads the Latest feed through its repository until it holds `count` comics.
enum LatestFeed {
    /// Pages in a row that may bring no comic (all missing or failed) before
    /// the walk gives up: a broken server must not make it walk the archive.
    static let maximumPagesWithoutProgress = 2

    static func load(count: Int, from repository: some ComicRepository) async throws -> FeedState {
        await repository.prewarm()
        var state = await repository.currentState
        var pagesWithoutProgress = 0
        while state.comics.count < count, state.hasMore, !state.isFailed,
              pagesWithoutProgress < maximumPagesWithoutProgress
        {
            let before = state.comics.count
            await repository.loadNextPage()
            state = await repository.currentState
            pagesWithoutProgress = state.comics.count > before ? 0 : pagesWithoutProgress + 1
        }
        if case .failed(let message) = state.phase, state.comics.count < count { throw CommandFailure(message) }
        let gaveUp = state.comics.count < count && state.hasMore
        state.comics = Array(state.comics.prefix(count))
        if !gaveUp {
            let lowestShown = state.comics.last?.number ?? 0
            state.failures = state.failures.filter { $0.number > lowestShown }
        }
        return state
    }

    /// The note for a walk that stopped short of `count`, or nil when it got
    /// them all or reached comic 1.
    static func shortfall(of state: FeedState, count: Int) -> String? {
        guard state.comics.count < count, state.hasMore else { return nil }
        let failed = state.failures.map(\.number)
        let range = failed.isEmpty ? "" : " (\(failed.count) failed, #\(failed.max() ?? 0) to #\(failed.min() ?? 0))"
        return "incomplete: got \(state.comics.count) of \(count) comics; stopped after "
            + "\(maximumPagesWithoutProgress) pages in a row brought none\(range)"
    }

    /// The exit status of a `latest` that printed what it had but not all that was asked.
    static let incompleteExitCode: Int32 = 3
}

extension FeedState {
    var isFailed: Bool {
        if case .failed = phase { true } else { false }
    }
}
