import ComicData

/// The search screen's work: the pause after typing, one results feed per
/// query, stopped when the next query replaces it or the screen closes, and
/// the coverage while the prompt is open. The model decides which pause
/// searches (`.debounceSearch`); nothing here remembers a query.
struct SearchEffects: Sendable {
    /// How often the open prompt reads the coverage again: a sync in another shell shows within it.
    static let coverageInterval = Duration.seconds(1)

    private let services: any ReaderServices
    private let sink: ReaderEventSink
    private let coverageInterval: Duration
    private let sleep: ReaderEffectHandler.Sleep
    /// Ends the running query's feed.
    private var current: AsyncStream<Never>.Continuation?
    /// Ends the coverage's follower when the screen closes.
    private var coverageWatch: AsyncStream<Never>.Continuation?

    init(
        services: any ReaderServices, sink: ReaderEventSink,
        coverageInterval: Duration = SearchEffects.coverageInterval, sleep: @escaping ReaderEffectHandler.Sleep
    ) {
        self.services = services
        self.sink = sink
        self.coverageInterval = coverageInterval
        self.sleep = sleep
    }

    /// Sends `.searchPaused(edit)` after `delay`.
    func debounce(_ edit: Int, after delay: Duration, in group: inout DiscardingTaskGroup) {
        let (sink, sleep) = (self.sink, self.sleep)
        group.addTask {
            // Cancelled on quit: nothing is left to search.
            guard (try? await sleep(delay)) != nil else { return }
            sink.yield(.searchPaused(edit: edit))
        }
    }

    /// Tells the model how much of the archive is indexed, and again each
    /// time that changes (a sync here or in another shell) until the screen closes.
    mutating func reportCoverage(in group: inout DiscardingTaskGroup) {
        let (services, sink, interval, sleep) = (self.services, self.sink, self.coverageInterval, self.sleep)
        let closed = replace(&coverageWatch)
        group.addTask {
            await Self.run(until: closed) {
                var last: SearchCoverage?
                repeat {
                    do {
                        let coverage = try await services.searchCoverage()
                        if coverage != last { sink.yield(.searchCoverage(coverage)) }
                        last = coverage
                    } catch {
                        sink.yield(.notice("Could not read the search index: \(error)"))
                        return
                    }
                } while (try? await sleep(interval)) != nil
            }
        }
    }

    /// Replaces the running query with `text`; its results reach the model
    /// as `.list` events of the `.search` feed.
    mutating func start(_ text: String, in group: inout DiscardingTaskGroup) -> any ComicRepository {
        let results = services.searchRepository(for: text)
        let closed = replace(&current)
        let sink = self.sink
        group.addTask { await Self.run(until: closed) { await FeedEffects.follow(results, sink: sink) } }
        return results
    }

    mutating func stop() {
        current?.finish()
        current = nil
        coverageWatch?.finish()
        coverageWatch = nil
    }

    /// Ends the work `running` stopped and returns the signal that ends the next.
    private func replace(_ running: inout AsyncStream<Never>.Continuation?) -> AsyncStream<Never> {
        let (closed, close) = AsyncStream<Never>.makeStream()
        running?.finish()
        running = close
        return closed
    }

    /// Runs `work` until it ends, `closed` finishes, or the task is cancelled.
    static func run(until closed: AsyncStream<Never>, _ work: @escaping @Sendable () async -> Void) async {
        await withTaskGroup(of: Void.self) { screen in
            screen.addTask { for await _ in closed {} }
            screen.addTask { await work() }
            // The first child to end is the close signal (or cancellation): stop the rest.
            await screen.next()
            screen.cancelAll()
        }
    }
}
