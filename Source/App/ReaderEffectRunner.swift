import ComicData
import ComicUI

/// Carries out `ReaderModel`'s effects: the view models of every screen,
/// each running as a child of the reader's task group, and the intents sent
/// to them. Results come back to the model only as events.
struct ReaderEffectRunner {
    private let sink: AsyncStream<ReaderEvent>.Continuation
    private let repositories: [ComicListState.Feed: any ComicRepository]
    private let lists: [ComicListState.Feed: ComicListViewModel]
    private var openDetails: [Int: (viewModel: ComicDetailViewModel, close: AsyncStream<Never>.Continuation)] = [:]

    init(environment: AppEnvironment, sink: AsyncStream<ReaderEvent>.Continuation) {
        self.sink = sink
        repositories = [.latest: environment.latest, .bookmarks: environment.saved]
        lists = Dictionary(uniqueKeysWithValues: repositories.map { feed, repository in
            (feed, ComicListViewModel(feed: feed, repository: repository))
        })
    }

    /// Carries out each effect in order until the stream ends or the task is cancelled.
    consuming func run(_ effects: AsyncStream<ReaderEffect>, in group: inout DiscardingTaskGroup) async {
        for await effect in effects {
            await perform(effect, in: &group)
        }
    }

    private mutating func perform(_ effect: ReaderEffect, in group: inout DiscardingTaskGroup) async {
        let sink = self.sink
        switch effect {
        case .startFeed(let feed):
            guard let list = lists[feed], let repository = repositories[feed] else { return }
            group.addTask { await repository.run() }
            group.addTask { await list.run() }
            group.addTask { for await state in await list.states() { sink.yield(.list(state)) } }
            group.addTask { await list.start() }
        case .loadMore(let feed):
            guard let list = lists[feed] else { return }
            group.addTask { await list.loadMore() }
        case .refresh(let feed):
            guard let list = lists[feed] else { return }
            group.addTask { await list.refresh() }
        case .retryPage(let feed):
            guard let list = lists[feed] else { return }
            group.addTask { await list.retry() }
        case .retryComic(let number, let feed):
            guard let list = lists[feed] else { return }
            group.addTask { await list.retryComic(number) }
        case .setBookmark(let number, let isBookmarked, let feed):
            guard let list = lists[feed] else { return }
            group.addTask { await Self.reportingFailure(to: sink) { try await list.setBookmarked(isBookmarked, number: number) } }
        case .setDetailBookmark(let number, let isBookmarked):
            guard let detail = openDetails[number]?.viewModel else { return }
            group.addTask { await Self.reportingFailure(to: sink) { try await detail.setBookmarked(isBookmarked) } }
        case .openDetail(let number, let feed):
            await openDetail(number, from: feed, in: &group)
        case .closeDetail(let number):
            openDetails.removeValue(forKey: number)?.close.finish()
        case .redraw, .suspend, .quit:
            break  // the pump's own
        }
    }

    /// Starts the comic's view model as a child that lives until `.closeDetail`.
    private mutating func openDetail(
        _ number: Int, from feed: ComicListState.Feed, in group: inout DiscardingTaskGroup
    ) async {
        guard let list = lists[feed], let repository = repositories[feed], let comic = await list.comic(number) else {
            return
        }
        let isBookmarked = await repository.currentState.isBookmarked(number)
        let detail = ComicDetailViewModel(comic: comic, repository: repository, isBookmarked: isBookmarked)
        let (closed, close) = AsyncStream<Never>.makeStream()
        openDetails.removeValue(forKey: number)?.close.finish()
        openDetails[number] = (detail, close)
        let sink = self.sink
        group.addTask {
            await withTaskGroup(of: Void.self) { screen in
                screen.addTask { await detail.run() }
                screen.addTask { for await state in await detail.states() { sink.yield(.detail(state)) } }
                screen.addTask { for await _ in closed {} }
                // The first child to end is the close signal (or cancellation): stop the rest.
                await screen.next()
                screen.cancelAll()
            }
        }
    }

    private static func reportingFailure(
        to sink: AsyncStream<ReaderEvent>.Continuation, _ change: () async throws -> Void
    ) async {
        do { try await change() } catch {
            sink.yield(.notice("Could not change the bookmark: \(error)"))
        }
    }
}
