/// One feed and its one owner: the pages of one data source (loaded one at
/// a time, refreshed, retried) and the marks of the mark repositories it
/// shows, published as one immutable `FeedSnapshot` after every change.
///
/// Latest is the network-with-cache source; Bookmarks the bookmarks store;
/// Unread and Search their queries; What If? the articles' archive (its
/// rows hold articles, not comics: any `FeedDataSource` makes a feed). Mark repositories are shared between
/// feeds, so a mark set in one shows in all. When the source is a
/// `MutableComicDataSource` (the bookmarks store), its pages change with it,
/// so `run()` reloads the comics shown after every change.
public actor ComicFeed<Source: FeedDataSource>: ComicRepository {
    public nonisolated let pageSize: Int
    let source: Source
    private let markRepositories: [Mark: any ComicMarkRepository]
    /// The pages and marks, mutated by the loads; `publish()` lays out its rows and sends it.
    var snapshot: FeedSnapshot
    private var published: FeedSnapshot
    var cursor = Cursor.start
    var load: Task<Void, Never>?
    var failedRequest: PageRequest?
    /// Bumped by refresh so a superseded load cannot overwrite newer pages.
    var generation = 0
    /// Where the page above the comics shown starts (pages started at a comic); nil at the newest.
    var newerCursor: Source.PageBookmark?
    var newerLoad: Task<Void, Never>?
    /// The last load that failed was of the newer page: `retry()` asks for it again.
    var newerFailed = false
    var prewarming: Task<Void, Never>?
    /// The comics shown are the source's cached stand-in for the first page
    /// (`showCachedFirstPage()`): the next load is the first page proper.
    var showsCachedFirstPage = false
    private var observers = Broadcast<FeedSnapshot>()

    public init(
        _ feed: FeedName, source: Source, pageSize: Int = 20, marks: [any ComicMarkRepository] = []
    ) {
        self.source = source
        self.pageSize = max(1, pageSize)
        markRepositories = Dictionary(marks.map { ($0.mark, $0) }) { first, _ in first }
        snapshot = FeedSnapshot(feed: feed)
        published = snapshot
    }

    /// The snapshot now, with the marks as their repositories hold them
    /// (which `run()` follows; a command that never runs the feed reads them here).
    public var currentState: FeedSnapshot {
        get async {
            for (mark, repository) in markRepositories {
                snapshot.setMarked(await repository.markedNumbers, as: mark)
            }
            snapshot.layOutRows()
            return snapshot
        }
    }

    /// The current snapshot first, then every change.
    public func states() -> AsyncStream<FeedSnapshot> {
        observers.subscribe(startingWith: published)
    }

    /// Prepares the source, reads every mark repository and loads the first
    /// page, all at once; a later `loadNextPage()` joins it. Safe to call
    /// more than once and concurrently.
    public func prewarm() async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.prewarmPages() }
            for repository in markRepositories.values {
                group.addTask { await repository.prewarm() }
            }
        }
    }

    /// Follows the source (a source that changes reloads) and the mark
    /// repositories (changes from any feed or process) until cancelled.
    public func run() async {
        await withDiscardingTaskGroup { group in
            // The first change reloads too: the store may have changed since the pages loaded.
            group.addTask { await self.source.followChanges { await self.reload() } }
            for (mark, repository) in markRepositories {
                group.addTask { await repository.run() }
                group.addTask {
                    for await numbers in await repository.changes() { await self.apply(numbers, as: mark) }
                }
            }
        }
    }

    private func apply(_ numbers: Set<Int>, as mark: Mark) {
        snapshot.setMarked(numbers, as: mark)
        publish()
    }

    /// Sends the snapshot to every observer, when it changed.
    func publish() {
        snapshot.layOutRows()
        guard snapshot != published else { return }
        published = snapshot
        observers.send(snapshot)
    }
}
