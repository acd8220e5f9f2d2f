import ComicData

/// A feed as the effects hold it: its name and its repository.
struct FollowedFeed: Sendable {
    let feed: ComicListState.Feed
    let repository: any ComicRepository
    /// Where the rows' explanation links go.
    let explanationPagePrefix: String

    /// Runs the repository, sending each snapshot to the model as the list's
    /// state when it changes what the list shows, and starts the feed (cached
    /// comics at once, then storage opened and the first page loaded over
    /// them); returns when cancelled.
    func follow(sink: ReaderEventSink) async {
        let (feed, repository, wiki) = (self.feed, self.repository, explanationPagePrefix)
        await withDiscardingTaskGroup { work in
            work.addTask { await repository.run() }
            work.addTask {
                var shown: ComicListState?
                for await state in await repository.states() {
                    var list = ComicListState(feed: feed, showing: state)
                    list.explanationPagePrefix = wiki
                    guard list != shown else { continue }
                    shown = list
                    sink.yield(.list(list))
                }
            }
            work.addTask {
                await repository.showCachedFirstPage()
                await repository.prewarm()
            }
        }
    }
}

/// The feeds' effects: each feed followed from the start, and the
/// commands its list sends to its repository.
struct FeedEffects: Sendable {
    private var feeds: [ComicListState.Feed: FollowedFeed] = [:]
    private let sink: ReaderEventSink

    init(services: any ReaderServices, sink: ReaderEventSink) {
        self.sink = sink
        for feed in ReaderModel.feeds {
            guard let repository = services.repository(for: feed) else { continue }
            feeds[feed] = FollowedFeed(
                feed: feed, repository: repository, explanationPagePrefix: services.explanationPagePrefix)
        }
    }

    /// The feed's repository; Search's only while a query runs.
    subscript(feed: ComicListState.Feed) -> FollowedFeed? {
        get { feeds[feed] }
        set { feeds[feed] = newValue }
    }

    func start(_ feed: ComicListState.Feed, in group: inout DiscardingTaskGroup) {
        guard let followed = feeds[feed] else { return }
        let sink = self.sink
        group.addTask { await followed.follow(sink: sink) }
    }

    /// A command to the feed's repository, run as a child.
    func send(
        to feed: ComicListState.Feed, in group: inout DiscardingTaskGroup,
        _ command: @escaping @Sendable (any ComicRepository) async -> Void
    ) {
        guard let repository = feeds[feed]?.repository else { return }
        group.addTask { await command(repository) }
    }
}
