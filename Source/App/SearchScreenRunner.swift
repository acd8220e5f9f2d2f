import ComicData
import ComicUI
import Synchronization

/// The search screen's work: one results feed per query, started after a
/// short pause in typing and stopped when the next query replaces it or the
/// screen closes.
final class SearchScreenRunner: Sendable {
    /// Keys typed closer together than this start one search, for the last.
    static let debounce = Duration.milliseconds(40)
    static let pageSize = 50

    private let environment: AppEnvironment
    private let sink: AsyncStream<ReaderEvent>.Continuation
    /// Ends the running query's children.
    private let current = Mutex<AsyncStream<Never>.Continuation?>(nil)

    init(environment: AppEnvironment, sink: AsyncStream<ReaderEvent>.Continuation) {
        self.environment = environment
        self.sink = sink
    }

    /// Tells the model how much of the archive is indexed.
    func reportCoverage(in group: inout DiscardingTaskGroup) {
        let (database, sink) = (environment.database, sink)
        group.addTask {
            do {
                sink.yield(.searchCoverage(try await SearchIndex(database: database).coverage()))
            } catch {
                sink.yield(.notice("Could not read the search index: \(error)"))
            }
        }
    }

    /// Replaces the running query with `text`; its results reach the model
    /// as `.list` events of the `.search` feed.
    func start(_ text: String, in group: inout DiscardingTaskGroup) -> (any ComicRepository, ComicListViewModel) {
        let repository = environment.searchFeed(SearchQuery(text), pageSize: Self.pageSize)
        let list = ComicListViewModel(feed: .search, repository: repository)
        let (closed, close) = AsyncStream<Never>.makeStream()
        current.withLock { running in
            running?.finish()
            running = close
        }
        let sink = self.sink
        group.addTask {
            await withTaskGroup(of: Void.self) { screen in
                screen.addTask { for await _ in closed {} }
                screen.addTask {
                    // Superseded during the pause: the sleep is cancelled and nothing runs.
                    guard (try? await Task.sleep(for: Self.debounce)) != nil else { return }
                    await withTaskGroup(of: Void.self) { work in
                        work.addTask { await repository.run() }
                        work.addTask { await list.run() }
                        work.addTask { for await state in await list.states() { sink.yield(.list(state)) } }
                        work.addTask { await list.start() }
                    }
                }
                // The first child to end is the close signal (or cancellation): stop the rest.
                await screen.next()
                screen.cancelAll()
            }
        }
        return (repository, list)
    }

    func stop() {
        current.withLock { running in
            running?.finish()
            running = nil
        }
    }
}
