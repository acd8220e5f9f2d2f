/// A feed showing only the comics of another feed that carry, or lack, one
/// kind of mark: "unread in Latest" is `latest.filtered(by: .read, keep: .unmarked)`.
///
/// Pages, loads and marks stay the base feed's, which must show `mark`; the
/// filter is applied to each of its states, so a comic leaves the moment it
/// is marked. A page may add no visible comic: callers go on while `hasMore`.
/// Like `ComicFeed`, `currentState` is always current and `states()` follow
/// the base while `run()` runs.
public actor FilteredFeed<Base: ComicRepository>: ComicRepository {
    public enum Keep: Sendable, Hashable {
        case marked
        case unmarked
    }

    public nonisolated let base: Base
    public nonisolated let mark: Mark
    public nonisolated let keep: Keep
    private var state = FeedState()
    private var observers = Broadcast<FeedState>()

    public init(_ base: Base, by mark: Mark, keep: Keep) {
        self.base = base
        self.mark = mark
        self.keep = keep
    }

    public var currentState: FeedState {
        get async { filter(await base.currentState) }
    }

    public func states() -> AsyncStream<FeedState> {
        observers.subscribe(startingWith: state)
    }

    public func prewarm() async { await base.prewarm() }
    public func loadNextPage() async { await base.loadNextPage() }
    public func refresh() async { await base.refresh() }
    public func retry() async { await base.retry() }
    public func retryComic(_ number: Int) async { await base.retryComic(number) }

    public func setMarked(_ isMarked: Bool, _ mark: Mark, comic: Comic) async throws {
        try await base.setMarked(isMarked, mark, comic: comic)
    }

    public func run() async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.base.run() }
            group.addTask {
                for await state in await self.base.states() { await self.publish(state) }
            }
        }
    }

    private func publish(_ baseState: FeedState) {
        let next = filter(baseState)
        guard next != state else { return }
        state = next
        observers.send(next)
    }

    private nonisolated func filter(_ state: FeedState) -> FeedState {
        let keepsMarked = keep == .marked
        var filtered = state
        filtered.comics = state.comics.filter { state.isMarked($0.number, as: mark) == keepsMarked }
        return filtered
    }
}

extension ComicRepository {
    /// This feed's comics that carry (`.marked`) or lack (`.unmarked`) `mark`.
    public func filtered(by mark: Mark, keep: FilteredFeed<Self>.Keep) -> FilteredFeed<Self> {
        FilteredFeed(self, by: mark, keep: keep)
    }
}
