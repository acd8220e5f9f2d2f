import ComicData
import ComicUI
import Foundation

/// Carries out `ReaderModel`'s effects: the view models of every screen,
/// each running as a child of the reader's task group, and the intents sent
/// to them. Results come back to the model only as events.
struct ReaderEffectRunner {
    private let sink: AsyncStream<ReaderEvent>.Continuation
    private var repositories: [ComicListState.Feed: any ComicRepository]
    private var lists: [ComicListState.Feed: ComicListViewModel]
    private let readMarks: ReadMarkStore
    private let random: RandomComicPicker<AppEnvironment.LatestSource, ComicCacheStore>
    /// Nil when images are off.
    private let imageLoader: ComicImageLoader?
    private var openDetails: [Int: (viewModel: ComicDetailViewModel, close: AsyncStream<Never>.Continuation)] = [:]
    private let searches: SearchScreenRunner
    /// The bookmarks themselves, for the saved-at date an undo restores.
    private let bookmarkStore: LocalComicDataSource
    /// The last bookmark removed, as `z` would restore it.
    private var lastRemoval: (comic: Comic, savedAt: Date)?
    /// Any comic by number, from the cache or else the network (go to).
    private let fetchComic: @Sendable (Int) async throws -> Comic

    init(environment: AppEnvironment, imageLoader: ComicImageLoader? = nil, sink: AsyncStream<ReaderEvent>.Continuation)
    {
        self.sink = sink
        searches = SearchScreenRunner(environment: environment, sink: sink)
        self.imageLoader = imageLoader
        repositories = [.latest: environment.latest, .bookmarks: environment.bookmarked, .unread: environment.unread]
        readMarks = environment.readMarkStore
        let library = environment.library
        bookmarkStore = environment.bookmarkStore
        fetchComic = { try await library.comic($0) }
        random = environment.random
        lists = Dictionary(
            uniqueKeysWithValues: repositories.map { feed, repository in
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
        case .startPages(let feed, let number):
            guard let list = lists[feed] else { return }
            group.addTask { await list.start(at: number) }
        case .setBookmark(let number, false, let feed):
            guard let list = lists[feed] else { return }
            await rememberRemoval(of: await list.comic(number))
            // Awaited, not a child task: an undo right after must find it done.
            await Self.reportingFailure(to: sink) { try await list.setBookmarked(false, number: number) }
        case .setBookmark(let number, let isBookmarked, let feed):
            guard let list = lists[feed] else { return }
            group.addTask {
                await Self.reportingFailure(to: sink) { try await list.setBookmarked(isBookmarked, number: number) }
            }
            if isBookmarked { prefetchImages([number], from: feed, in: &group) }
        case .setDetailBookmark(let number, false):
            guard let detail = openDetails[number]?.viewModel else { return }
            await rememberRemoval(of: detail.comic)
            await Self.reportingFailure(to: sink) { try await detail.setBookmarked(false) }
        case .setDetailBookmark(let number, let isBookmarked):
            guard let detail = openDetails[number]?.viewModel else { return }
            group.addTask { await Self.reportingFailure(to: sink) { try await detail.setBookmarked(isBookmarked) } }
            if isBookmarked, let imageLoader {
                // A bookmark is for reading offline: its image is saved now.
                group.addTask { _ = await imageLoader.prefetch([detail.comic]) }
            }
        case .openDetail(let number, let feed):
            await openDetail(number, from: feed, in: &group)
        case .restoreBookmark(let number):
            guard let removal = lastRemoval, removal.comic.number == number else {
                sink.yield(.notice("nothing to undo"))
                return
            }
            lastRemoval = nil
            do {
                try await bookmarkStore.restore(removal.comic, savedAt: removal.savedAt)
                sink.yield(.notice("restored #\(number)"))
            } catch {
                sink.yield(.notice("Could not restore the bookmark: \(error)"))
            }
        case .expireUndo(let offer, let delay):
            group.addTask {
                // Cancelled on quit: nothing is left to expire.
                guard (try? await Task.sleep(for: delay)) != nil else { return }
                sink.yield(.undoExpired(offer: offer))
            }
        case .openComic(let number, let feed):
            await openComic(number, from: feed, in: &group)
        case .openOutside(let link):
            let message: String
            do {
                switch try BrowserLauncher().open(link) {
                case .opened(let url): message = "Opened \(url)"
                case .show(let url): message = "No browser here: \(url)"
                }
            } catch {
                message = "Could not open a browser: \(error)"
            }
            sink.yield(.notice(message))
        case .markRead(let number):
            let readMarks = readMarks
            group.addTask {
                do { try await readMarks.setMarked(true, numbers: [number]) } catch {
                    sink.yield(.notice("Could not mark comic \(number) read: \(error)"))
                }
            }
        case .setRead(let number, let isRead):
            let readMarks = readMarks
            group.addTask {
                do { try await readMarks.setMarked(isRead, numbers: [number]) } catch {
                    sink.yield(.notice("Could not mark comic \(number) \(isRead ? "read" : "unread"): \(error)"))
                }
            }
        case .markAllRead(let number):
            let readMarks = readMarks
            group.addTask {
                do {
                    let marked = try await readMarks.markAll(atOrBelow: number)
                    sink.yield(.notice("Marked \(NumberText.grouped(marked)) comics read"))
                } catch {
                    sink.yield(.notice("Could not mark the comics read: \(error)"))
                }
            }
        case .pickRandom:
            let random = random
            group.addTask {
                do {
                    let pick = try await random.pick()
                    sink.yield(.randomComic(pick.comic, isFromCache: pick.isFromCache))
                } catch {
                    sink.yield(.notice("No random comic: \(error)"))
                }
            }
        case .openDrawnComic(let comic):
            // A comic from outside the feeds: Latest's repository keeps its bookmark.
            guard let repository = repositories[.latest] else { return }
            let isBookmarked = await repository.currentState.isBookmarked(comic.number)
            launchDetail(comic, repository: repository, isBookmarked: isBookmarked, in: &group)
        case .closeDetail(let number):
            openDetails.removeValue(forKey: number)?.close.finish()
        case .openSearch:
            searches.reportCoverage(in: &group)
        case .search(let text):
            let (repository, list) = searches.start(text, in: &group)
            repositories[.search] = repository
            lists[.search] = list
        case .closeSearch:
            searches.stop()
            repositories[.search] = nil
            lists[.search] = nil
        case .prefetchImages(let numbers, let feed):
            prefetchImages(numbers, from: feed, in: &group)
        case .redraw, .suspend, .quit:
            break  // the pump's own
        }
    }

    /// A comic of the feed's loaded rows.
    private mutating func openDetail(
        _ number: Int, from feed: ComicListState.Feed, in group: inout DiscardingTaskGroup
    ) async {
        guard let list = lists[feed], let comic = await list.comic(number) else { return }
        await startDetail(comic, from: feed, in: &group)
    }

    /// A comic asked for by number: the feed's copy if it has one, else the
    /// library's; one that cannot be had closes its screen with the reason.
    private mutating func openComic(
        _ number: Int, from feed: ComicListState.Feed, in group: inout DiscardingTaskGroup
    ) async {
        let comic: Comic
        if let loaded = await lists[feed]?.comic(number) {
            comic = loaded
        } else {
            do { comic = try await fetchComic(number) } catch {
                sink.yield(.comicUnavailable(number, reason: "\(error)"))
                return
            }
        }
        await startDetail(comic, from: feed, in: &group)
        let (readMarks, sink) = (self.readMarks, self.sink)
        group.addTask {
            do { try await readMarks.setMarked(true, numbers: [number]) } catch {
                sink.yield(.notice("Could not mark comic \(number) read: \(error)"))
            }
        }
    }

    /// Keeps what an undo needs, read before the bookmark goes: the comic and when it was saved.
    private mutating func rememberRemoval(of comic: Comic?) async {
        guard let comic, let savedAt = try? await bookmarkStore.savedAt(comic.number) else {
            lastRemoval = nil
            return
        }
        lastRemoval = (comic, savedAt)
    }

    /// Starts the comic's view model as a child that lives until `.closeDetail`.
    private mutating func startDetail(
        _ comic: Comic, from feed: ComicListState.Feed, in group: inout DiscardingTaskGroup
    ) async {
        let number = comic.number
        guard let repository = repositories[feed] else { return }
        let isBookmarked = await repository.currentState.isBookmarked(number)
        launchDetail(comic, repository: repository, isBookmarked: isBookmarked, in: &group)
    }

    /// Runs the comic's view model (and loads its image) until `.closeDetail`.
    private mutating func launchDetail(
        _ comic: Comic, repository: any ComicRepository, isBookmarked: Bool, in group: inout DiscardingTaskGroup
    ) {
        let number = comic.number
        let detail = ComicDetailViewModel(comic: comic, repository: repository, isBookmarked: isBookmarked)
        let (closed, close) = AsyncStream<Never>.makeStream()
        openDetails.removeValue(forKey: number)?.close.finish()
        openDetails[number] = (detail, close)
        let (sink, imageLoader) = (self.sink, self.imageLoader)
        group.addTask {
            // Each child says whether its end ends the screen; the image's does not.
            await withTaskGroup(of: Bool.self) { screen in
                screen.addTask {
                    await detail.run()
                    return true
                }
                screen.addTask {
                    for await state in await detail.states() { sink.yield(.detail(state)) }
                    return true
                }
                screen.addTask {
                    for await _ in closed {}
                    return true
                }
                if let imageLoader {
                    screen.addTask {
                        sink.yield(.image(number, await Self.detailImage(comic, loader: imageLoader)))
                        return false
                    }
                }
                // The first child to end the screen is the close signal (or cancellation): stop the rest.
                while let endsScreen = await screen.next(), !endsScreen {}
                screen.cancelAll()
            }
        }
    }

    /// Fetches and saves images ahead of need; failures wait for the comic to be opened.
    private func prefetchImages(_ numbers: [Int], from feed: ComicListState.Feed, in group: inout DiscardingTaskGroup) {
        guard let imageLoader, let list = lists[feed] else { return }
        group.addTask {
            for number in numbers {
                guard let comic = await list.comic(number) else { continue }
                _ = await imageLoader.prefetch([comic])
            }
        }
    }

    /// The open comic's image, or why there is none.
    private static func detailImage(_ comic: Comic, loader: ComicImageLoader) async -> DetailImage {
        do {
            let loaded = try await loader.image(for: comic)
            return .loaded(ReaderImage(comicNumber: comic.number, image: loaded.image))
        } catch let unavailable as ImageUnavailable {
            return .unavailable(unavailable.description)
        } catch {
            return .unavailable("the image was not loaded")
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
