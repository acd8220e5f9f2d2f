import ComicData
import ComicTestSupport

/// A repository over fixed comics that records every command and every
/// subscription's start and end.
actor RecordingRepository: ComicRepository {
    enum Command: Sendable, Hashable {
        case showCachedFirstPage, prewarm, loadNextPage, refresh, retry
        case retryComic(Int)
        case start(at: Int?)
        case subscribed, unsubscribed
    }

    nonisolated let log = CallLog<Command>()
    private var state = FeedState()
    private var observers = Broadcast<FeedState>()
    init(_ numbers: [Int], bookmarked: Set<Int> = []) {
        state.comics = numbers.map(SyntheticComic.comic(number:))
        state.setMarked(bookmarked, as: .bookmark)
        state.hasMore = true
    }

    var currentState: FeedState { state }

    func states() -> AsyncStream<FeedState> {
        log.record(.subscribed)
        // Pulled by the subscriber's own task, not forwarded by a task of its own:
        // the effect driver sees all the work on its executor, so it knows when it ends.
        let upstream = Upstream(observers.subscribe(startingWith: state))
        let log = self.log
        return AsyncStream {
            await upstream.next()
        } onCancel: {
            log.record(.unsubscribed)
        }
    }

    func showCachedFirstPage() { log.record(.showCachedFirstPage) }
    func prewarm() { log.record(.prewarm) }
    func loadNextPage() { log.record(.loadNextPage) }
    func refresh() { log.record(.refresh) }
    func retry() { log.record(.retry) }
    func retryComic(_ number: Int) { log.record(.retryComic(number)) }

    func start(at number: Int?) -> Bool {
        log.record(.start(at: number))
        return true
    }

    /// A mark changed in the store every feed shares (the services set it): published, as a feed would.
    func show(_ isMarked: Bool, _ mark: Mark, number: Int) {
        var numbers = state.marks[mark] ?? []
        if isMarked { numbers.insert(number) } else { numbers.remove(number) }
        state.setMarked(numbers, as: mark)
        observers.send(state)
    }

    func run() async {}
}

/// One subscriber's iterator, pulled only by that subscriber's task.
private final class Upstream: @unchecked Sendable {
    private var iterator: AsyncStream<FeedState>.Iterator

    init(_ stream: AsyncStream<FeedState>) {
        iterator = stream.makeAsyncIterator()
    }

    func next() async -> FeedState? {
        await iterator.next()
    }
}
