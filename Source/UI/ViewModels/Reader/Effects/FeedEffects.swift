import ComicData

/// The feeds' effects: each feed followed from the start, its snapshots
/// sent to the model as they are published, and the commands its list
/// sends to its feed.
struct FeedEffects: Sendable {
    private var feeds: [FeedName: any ComicRepository] = [:]
    private let sink: ReaderEventSink

    init(services: any ReaderServices, sink: ReaderEventSink) {
        self.sink = sink
        for feed in ReaderModel.feeds {
            feeds[feed] = services.repository(for: feed)
        }
    }

    /// The feed's repository; Search's only while a query runs.
    subscript(feed: FeedName) -> (any ComicRepository)? {
        get { feeds[feed] }
        set { feeds[feed] = newValue }
    }

    func start(_ feed: FeedName, in group: inout DiscardingTaskGroup) {
        guard let repository = feeds[feed] else { return }
        let sink = self.sink
        group.addTask { await Self.follow(repository, sink: sink) }
    }

    /// Runs the feed, sending each snapshot it publishes to the model as it
    /// is, and starts it (cached comics at once, then storage opened and the
    /// first page loaded over them); returns when cancelled.
    static func follow(_ repository: any ComicRepository, sink: ReaderEventSink) async {
        await withDiscardingTaskGroup { work in
            work.addTask { await repository.run() }
            work.addTask {
                for await snapshot in await repository.states() { sink.yield(.list(snapshot)) }
            }
            work.addTask {
                await repository.showCachedFirstPage()
                await repository.prewarm()
            }
        }
    }

    /// A command to the feed's repository, run as a child.
    func send(
        to feed: FeedName, in group: inout DiscardingTaskGroup,
        _ command: @escaping @Sendable (any ComicRepository) async -> Void
    ) {
        guard let repository = feeds[feed] else { return }
        group.addTask { await command(repository) }
    }
}
