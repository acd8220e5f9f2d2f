import ComicData
import Synchronization

/// The search screen's work: one results feed per query, started after a
/// short pause in typing and stopped when the next query replaces it or the
/// screen closes.
public final class SearchEffects: Sendable {
    /// Keys typed closer together than this start one search, for the last.
    public static let debounce = Duration.milliseconds(40)

    /// How often the open prompt reads the coverage again: a sync in another shell shows within it.
    public static let coverageInterval = Duration.seconds(1)

    private let services: any ReaderServices
    private let sink: ReaderEventSink
    private let debounce: Duration
    private let coverageInterval: Duration
    private let sleep: ReaderEffectHandler.Sleep
    /// Ends the running query's children.
    private let current = Mutex<AsyncStream<Never>.Continuation?>(nil)
    /// Ends the coverage's follower when the screen closes.
    private let coverageWatch = Mutex<AsyncStream<Never>.Continuation?>(nil)

    init(
        services: any ReaderServices, sink: ReaderEventSink, debounce: Duration,
        coverageInterval: Duration = SearchEffects.coverageInterval, sleep: @escaping ReaderEffectHandler.Sleep
    ) {
        self.services = services
        self.sink = sink
        self.debounce = debounce
        self.coverageInterval = coverageInterval
        self.sleep = sleep
    }

    /// Tells the model how much of the archive is indexed, and again each
    /// time that changes (a sync here or in another shell) until the screen closes.
    func reportCoverage(in group: inout DiscardingTaskGroup) {
        let (services, sink, interval, sleep) = (self.services, self.sink, self.coverageInterval, self.sleep)
        let (closed, close) = AsyncStream<Never>.makeStream()
        coverageWatch.withLock { watch in
            watch?.finish()
            watch = close
        }
        group.addTask {
            await withTaskGroup(of: Void.self) { screen in
                screen.addTask { for await _ in closed {} }
                screen.addTask {
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
                await screen.next()
                screen.cancelAll()
            }
        }
    }

    /// Replaces the running query with `text`; its results reach the model
    /// as `.list` events of the `.search` feed.
    func start(_ text: String, in group: inout DiscardingTaskGroup) -> FollowedFeed {
        let results = FollowedFeed(feed: .search, repository: services.searchRepository(for: text))
        let (closed, close) = AsyncStream<Never>.makeStream()
        current.withLock { running in
            running?.finish()
            running = close
        }
        let (sink, debounce, sleep) = (self.sink, self.debounce, self.sleep)
        group.addTask {
            await withTaskGroup(of: Void.self) { screen in
                screen.addTask { for await _ in closed {} }
                screen.addTask {
                    // Superseded during the pause: the sleep is cancelled and nothing runs.
                    guard (try? await sleep(debounce)) != nil else { return }
                    await results.follow(sink: sink)
                }
                // The first child to end is the close signal (or cancellation): stop the rest.
                await screen.next()
                screen.cancelAll()
            }
        }
        return results
    }

    func stop() {
        current.withLock { running in
            running?.finish()
            running = nil
        }
        coverageWatch.withLock { watch in
            watch?.finish()
            watch = nil
        }
    }
}
