import ComicData

/// A `ComicRepository` whose states the test sends by hand; it records the
/// commands it receives instead of loading anything.
public actor ScriptedComicRepository: ComicRepository {
    public enum Command: Sendable, Hashable {
        case prewarm, loadNextPage, refresh, retry
        case retryComic(Int)
    }

    private var state = FeedSnapshot(feed: .latest)
    private var observers = Broadcast<FeedSnapshot>()
    public private(set) var commands: [Command] = []
    private var subscriptions = 0
    private var subscriptionWaiters: [CheckedContinuation<Void, Never>] = []

    public init() {}

    public var currentState: FeedSnapshot { state }

    /// Publishes `state` to every observer.
    public func send(_ state: FeedSnapshot) {
        self.state = state
        observers.send(state)
    }

    public func states() -> AsyncStream<FeedSnapshot> {
        subscriptions += 1
        subscriptionWaiters.forEach { $0.resume() }
        subscriptionWaiters.removeAll()
        return observers.subscribe(startingWith: state)
    }

    /// Returns once somebody has subscribed to the states, so nothing sent after is missed.
    public func waitUntilObserved() async {
        if subscriptions > 0 { return }
        await withCheckedContinuation { subscriptionWaiters.append($0) }
    }

    public func prewarm() { commands.append(.prewarm) }
    public func loadNextPage() { commands.append(.loadNextPage) }
    public func refresh() { commands.append(.refresh) }
    public func retry() { commands.append(.retry) }
    public func retryComic(_ number: Int) { commands.append(.retryComic(number)) }

    public func run() async {}
}
