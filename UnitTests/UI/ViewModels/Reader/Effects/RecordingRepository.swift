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
    private var state: FeedSnapshot
    private var observers = Broadcast<FeedSnapshot>()
    init(_ feed: FeedName, _ numbers: [Int], bookmarked: Set<Int> = []) {
        state = FeedSnapshot(
            feed: feed, comics: numbers.map(SyntheticComic.comic(number:)), marks: [.bookmark: bookmarked])
    }

    var currentState: FeedSnapshot { state }

    func states() -> AsyncStream<FeedSnapshot> {
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
        var marks = state.marks
        if isMarked { marks[mark, default: []].insert(number) } else { marks[mark]?.remove(number) }
        state = FeedSnapshot(
            feed: state.feed, comics: state.comics, failures: state.failures, marks: marks, phase: state.phase,
            hasMore: state.hasMore, isFromCache: state.isFromCache, startNumber: state.startNumber,
            hasNewer: state.hasNewer, failedPageFollows: state.failedPageFollows)
        observers.send(state)
    }

    func run() async {}
}

/// One subscriber's iterator, pulled only by that subscriber's task.
private final class Upstream: @unchecked Sendable {
    private var iterator: AsyncStream<FeedSnapshot>.Iterator

    init(_ stream: AsyncStream<FeedSnapshot>) {
        iterator = stream.makeAsyncIterator()
    }

    func next() async -> FeedSnapshot? {
        await iterator.next()
    }
}
