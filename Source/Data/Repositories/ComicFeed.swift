/// A feed as a person sees it: the pages of one `PagingRepository` with the
/// marks of any number of mark repositories on its comics.
///
/// Latest is the network-with-cache pages plus the bookmarks; Bookmarks is
/// the bookmarks store's own pages plus the same bookmarks. Mark
/// repositories are shared between feeds, so a mark set in one shows in all.
///
/// `currentState` always asks the sub-repositories; `states()` follows them
/// while `run()` runs.
public actor ComicFeed<Source: ComicDataSource>: ComicRepository {
    public nonisolated let paging: PagingRepository<Source>
    private let markRepositories: [Mark: any ComicMarkRepository]
    private var page = PageState()
    private var marks: [Mark: Set<Int>] = [:]
    private var state = FeedState()
    private var observers = Broadcast<FeedState>()

    public init(paging: PagingRepository<Source>, marks: [any ComicMarkRepository]) {
        self.paging = paging
        markRepositories = Dictionary(marks.map { ($0.mark, $0) }) { first, _ in first }
    }

    public var currentState: FeedState {
        get async {
            var marks: [Mark: Set<Int>] = [:]
            for (mark, repository) in markRepositories { marks[mark] = await repository.markedNumbers }
            return FeedState(page: await paging.currentState, marks: marks)
        }
    }

    public func states() -> AsyncStream<FeedState> {
        observers.subscribe(startingWith: state)
    }

    /// Prewarms the pages and every mark repository at once.
    public func prewarm() async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.paging.prewarm() }
            for repository in markRepositories.values {
                group.addTask { await repository.prewarm() }
            }
        }
    }

    public func showCachedFirstPage() async { await paging.showCachedFirstPage() }

    public func loadNextPage() async { await paging.loadNextPage() }

    public func loadNewerPage() async { await paging.loadNewerPage() }

    public func refresh() async { await paging.refresh() }

    public func retry() async { await paging.retry() }

    public func retryComic(_ number: Int) async { await paging.retryComic(number) }

    @discardableResult
    public func start(at number: Int?) async -> Bool { await paging.start(at: number) }

    public func run() async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.paging.run() }
            group.addTask {
                for await page in await self.paging.states() { await self.apply(page) }
            }
            for (mark, repository) in markRepositories {
                group.addTask { await repository.run() }
                group.addTask {
                    for await numbers in await repository.changes() { await self.apply(numbers, as: mark) }
                }
            }
        }
    }

    private func apply(_ page: PageState) {
        self.page = page
        publish()
    }

    private func apply(_ numbers: Set<Int>, as mark: Mark) {
        marks[mark] = numbers
        publish()
    }

    private func publish() {
        let next = FeedState(page: page, marks: marks)
        guard next != state else { return }
        state = next
        observers.send(next)
    }
}
