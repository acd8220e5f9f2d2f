import ComicData
import ComicTestSupport
import ComicUI
import Testing

@Suite("List view model", .timeLimit(.minutes(1)))
struct ComicListViewModelTests {
    func feed(
        _ numbers: [Int], phase: FeedState.Phase = .idle, hasMore: Bool = true, bookmarked: Set<Int> = [],
        failures: [ComicFailure] = [], fromCache: Bool = false, read: Set<Int> = []
    ) -> FeedState {
        var state = FeedState()
        state.comics = numbers.map(SyntheticComic.comic(number:))
        state.phase = phase
        state.hasMore = hasMore
        state.bookmarkedNumbers = bookmarked
        state.failures = failures
        state.isFromCache = fromCache
        state.setMarked(read, as: .read)
        return state
    }

    func row(_ number: Int, bookmarked: Bool = false, read: Bool = false) -> ComicListRow {
        let comic = SyntheticComic.comic(number: number)
        return ComicListRow(
            number: number,
            content: .comic(comic, isBookmarked: bookmarked, isRead: read))
    }

    /// Runs a view model over a scripted repository, sends it `feedStates`,
    /// and returns every UI state it emitted up to the first one that is `last`.
    func emitted(for feedStates: [FeedState], until last: ComicListState) async -> [ComicListState] {
        let repository = ScriptedComicRepository()
        let viewModel = ComicListViewModel(feed: .latest, repository: repository)
        let stream = await viewModel.states()
        let running = Task { await viewModel.run() }
        await repository.waitUntilObserved()
        for feedState in feedStates { await repository.send(feedState) }
        var seen: [ComicListState] = []
        for await state in stream {
            seen.append(state)
            if state == last { break }
        }
        running.cancel()
        return seen
    }

    @Test("first load: loading, then the rows with the first one selected")
    func firstLoad() async {
        let loaded = ComicListState(feed: .latest, rows: [row(3), row(2), row(1)], phase: .loaded)
        let states = await emitted(for: [feed([], phase: .loading), feed([3, 2, 1])], until: loaded)
        #expect(states == [ComicListState(feed: .latest, phase: .loading), loaded])
    }

    @Test("the state says where the rows start when the feed starts at a comic (go to)")
    func startNumber() async {
        var started = feed([405, 403])
        started.startNumber = 405
        let loaded = ComicListState(
            feed: .latest, rows: [row(405), row(403)], phase: .loaded, startNumber: 405)
        let states = await emitted(for: [feed([3, 2]), started], until: loaded)
        #expect(states.last == loaded)
    }

    @Test("rows carry the feed's read marks; a comic read elsewhere turns read in place")
    func readMarks() async {
        let before = ComicListState(feed: .latest, rows: [row(3), row(2, read: true), row(1)], phase: .loaded)
        let after = ComicListState(
            feed: .latest, rows: [row(3, read: true), row(2, read: true), row(1)], phase: .loaded)
        let states = await emitted(for: [feed([3, 2, 1], read: [2]), feed([3, 2, 1], read: [2, 3])], until: after)
        #expect(states == [ComicListState(feed: .latest, phase: .loading), before, after])
    }

    @Test("load more shows loading, then appends rows, the selection staying on the same comic")
    func loadMore() async {
        let done = ComicListState(
            feed: .latest, rows: [row(4), row(3), row(2), row(1)], phase: .loaded, hasMore: false)
        let states = await emitted(
            for: [feed([4, 3]), feed([4, 3], phase: .loading), feed([4, 3, 2, 1], hasMore: false)], until: done)
        #expect(
            states == [
                ComicListState(feed: .latest, phase: .loading),
                ComicListState(feed: .latest, rows: [row(4), row(3)], phase: .loaded),
                ComicListState(feed: .latest, rows: [row(4), row(3)], phase: .loading),
                done,
            ])
    }

    @Test("a failure carries its message; retry then shows loading and the rows")
    func failureThenRetry() async {
        let done = ComicListState(feed: .latest, rows: [row(2), row(1)], phase: .loaded)
        let states = await emitted(
            for: [
                feed([], phase: .failed(message: "cannot reach xkcd.com")), feed([], phase: .loading), feed([2, 1]),
            ],
            until: done)
        #expect(
            states == [
                ComicListState(feed: .latest, phase: .loading),
                ComicListState(feed: .latest, phase: .failed(message: "cannot reach xkcd.com")),
                ComicListState(feed: .latest, phase: .loading),
                done,
            ])
    }

    @Test("a bookmark made in the other feed marks the row")
    func bookmarkFromOtherFeed() async {
        let done = ComicListState(feed: .latest, rows: [row(2), row(1, bookmarked: true)], phase: .loaded)
        let states = await emitted(for: [feed([2, 1]), feed([2, 1], bookmarked: [1])], until: done)
        #expect(
            states == [
                ComicListState(feed: .latest, phase: .loading),
                ComicListState(feed: .latest, rows: [row(2), row(1)], phase: .loaded),
                done,
            ])
    }

    @Test("cached comics shown offline are marked offline")
    func offline() async {
        let done = ComicListState(feed: .latest, rows: [row(2), row(1)], phase: .offline)
        let states = await emitted(for: [feed([], phase: .loading), feed([2, 1], fromCache: true)], until: done)
        #expect(states == [ComicListState(feed: .latest, phase: .loading), done])
    }

    @Test("identical consecutive states are not emitted")
    func noDuplicates() async {
        let repository = ScriptedComicRepository()
        let viewModel = ComicListViewModel(feed: .latest, repository: repository)
        let stream = await viewModel.states()
        let running = Task { await viewModel.run() }
        await repository.waitUntilObserved()
        await repository.send(feed([1]))
        await repository.send(feed([1]))
        await repository.send(feed([2, 1]))
        var seen: [ComicListState] = []
        for await state in stream {
            seen.append(state)
            if state.rows.count == 2 { break }
        }
        running.cancel()
        #expect(seen.map(\.rows.count) == [0, 1, 2])
    }

    @Test("failed comics are placeholder rows where their number belongs; retries reach the repository")
    func placeholders() async {
        let failure = ComicFailure(
            number: 2,
            reason: .httpStatus(
                500, RemoteComicDataSource.Configuration.defaultBaseURL.appendingPathComponent("2/info.0.json")))
        let repository = ScriptedComicRepository()
        let viewModel = ComicListViewModel(feed: .latest, repository: repository)
        let stream = await viewModel.states()
        let running = Task { await viewModel.run() }
        await repository.waitUntilObserved()
        await repository.send(feed([3, 1], failures: [failure]))
        var rows: [ComicListRow] = []
        for await state in stream where state.rows.count == 3 {
            rows = state.rows
            break
        }
        #expect(rows.map(\.number) == [3, 2, 1])
        #expect(rows[1].content == .failed(reason: failure.reason.description))
        await viewModel.retryComic(2)
        await viewModel.retry()
        #expect(await repository.commands == [.retryComic(2), .retry])
        running.cancel()
    }

    @Test("cancelling run ends the subscription to the repository")
    func cancellation() async {
        let repository = ScriptedComicRepository()
        let viewModel = ComicListViewModel(feed: .latest, repository: repository)
        let stream = await viewModel.states()
        let running = Task { await viewModel.run() }
        await repository.waitUntilObserved()
        await repository.send(feed([1]))
        for await state in stream where !state.rows.isEmpty { break }
        running.cancel()
        await running.value
        await repository.send(feed([2, 1]))
        #expect(await viewModel.state.rows.count == 1)
    }
}
