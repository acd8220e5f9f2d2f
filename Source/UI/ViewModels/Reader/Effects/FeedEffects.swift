import ComicData

/// A feed as the effects hold it: its repository and the list view model over it.
struct FollowedFeed: Sendable {
    let repository: any ComicRepository
    let list: ComicListViewModel

    init(feed: ComicListState.Feed, repository: any ComicRepository) {
        self.repository = repository
        list = ComicListViewModel(feed: feed, repository: repository)
    }

    /// Runs the repository and its view model, sending each list state to
    /// the model, and starts the feed; returns when cancelled.
    func follow(sink: ReaderEventSink) async {
        let (repository, list) = (self.repository, self.list)
        await withDiscardingTaskGroup { work in
            work.addTask { await repository.run() }
            work.addTask { await list.run() }
            work.addTask { for await state in await list.states() { sink.yield(.list(state)) } }
            work.addTask { await list.start() }
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
            feeds[feed] = FollowedFeed(feed: feed, repository: repository)
        }
    }

    /// The feed's repository and list; Search's only while a query runs.
    subscript(feed: ComicListState.Feed) -> FollowedFeed? {
        get { feeds[feed] }
        set { feeds[feed] = newValue }
    }

    func start(_ feed: ComicListState.Feed, in group: inout DiscardingTaskGroup) {
        guard let followed = feeds[feed] else { return }
        let sink = self.sink
        group.addTask { await followed.follow(sink: sink) }
    }

    /// A command to the feed's list, run as a child.
    func send(
        to feed: ComicListState.Feed, in group: inout DiscardingTaskGroup,
        _ command: @escaping @Sendable (ComicListViewModel) async -> Void
    ) {
        guard let list = feeds[feed]?.list else { return }
        group.addTask { await command(list) }
    }
}
