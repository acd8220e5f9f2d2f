/// A `ComicRepository` over any data source, sharing one bookmarks store
/// with the other feeds.
///
/// The same type serves every feed: Latest (remote + cache), Bookmarks (the
/// bookmarks store itself, with `followsBookmarks`) and tests (in-memory).
public actor ComicFeedRepository<Source: ComicDataSource, Bookmarks: MutableComicDataSource>: ComicRepository {
    public struct Configuration: Sendable {
        public var pageSize: Int
        /// The feed is the bookmarks: reload what is shown when they change.
        public var followsBookmarks: Bool

        public init(pageSize: Int = 20, followsBookmarks: Bool = false) {
            self.pageSize = max(1, pageSize)
            self.followsBookmarks = followsBookmarks
        }
    }

    private enum Cursor: Equatable {
        case start
        case after(Source.PageBookmark)
        case end
    }

    /// A page load, kept when it fails so `retry()` repeats exactly it.
    private struct PageRequest {
        let start: Cursor
        let size: Int
        let replacing: Bool
        var refreshing = false
    }

    public nonisolated let configuration: Configuration
    private let source: Source
    private let bookmarks: Bookmarks
    private var state = FeedState()
    private var cursor = Cursor.start
    private var load: Task<Void, Never>?
    private var failedRequest: PageRequest?
    /// Bumped by refresh so a superseded load cannot overwrite newer pages.
    private var generation = 0
    private var prewarming: Task<Void, Never>?
    private var observers = Broadcast<FeedState>()

    public init(source: Source, bookmarks: Bookmarks, configuration: Configuration = Configuration()) {
        self.source = source
        self.bookmarks = bookmarks
        self.configuration = configuration
    }

    public var currentState: FeedState { state }

    public func states() -> AsyncStream<FeedState> {
        observers.subscribe(startingWith: state)
    }

    public func prewarm() async {
        if let prewarming {
            await Self.wait(for: prewarming)
            return
        }
        let task = Task {
            // Failures here surface through the first page's load, which tries again.
            async let sourceReady: Void? = try? source.prewarm()
            async let bookmarksReady: Void? = try? bookmarks.prewarm()
            _ = await (sourceReady, bookmarksReady)
            await loadBookmarkedNumbers()
            if cursor == .start && state.comics.isEmpty && !Task.isCancelled {
                await loadNextPage()
            }
            // A cancelled prewarm did not finish: the next call starts again.
            if Task.isCancelled { prewarming = nil }
        }
        prewarming = task
        await Self.wait(for: task)
    }

    public func loadNextPage() async {
        if let load {
            await Self.wait(for: load)
            return
        }
        guard cursor != .end else { return }
        await startLoad(PageRequest(start: cursor, size: configuration.pageSize, replacing: cursor == .start))
    }

    public func refresh() async {
        load?.cancel()
        load = nil
        generation += 1
        await startLoad(PageRequest(start: .start, size: configuration.pageSize, replacing: true, refreshing: true))
    }

    public func retry() async {
        guard load == nil, let failedRequest else { return }
        await startLoad(failedRequest)
    }

    public func retryComic(_ number: Int) async {
        guard state.failures.contains(where: { $0.number == number }) else { return }
        do {
            let comic = try await source.comic(number)
            state.failures.removeAll { $0.number == number }
            if let comic, !state.comics.contains(where: { $0.number == number }) {
                // Failures only come from the number-ordered remote feed.
                let index = state.comics.firstIndex { $0.number < number } ?? state.comics.endIndex
                state.comics.insert(comic, at: index)
            }
        } catch is CancellationError {
            return
        } catch let error as ComicLoadError {
            replaceFailure(ComicFailure(number: number, reason: error))
        } catch {
            return
        }
        publish()
    }

    public func setBookmarked(_ isBookmarked: Bool, comic: Comic) async throws {
        if isBookmarked {
            try await bookmarks.save(comic)
            state.bookmarkedNumbers.insert(comic.number)
        } else {
            try await bookmarks.remove(comic.number)
            state.bookmarkedNumbers.remove(comic.number)
        }
        publish()
        if configuration.followsBookmarks { await reloadShownComics() }
    }

    public func run() async {
        do {
            for try await numbers in await bookmarks.changes() {
                await applyBookmarks(numbers)
            }
        } catch {
            // The store's stream failed (e.g. database closed): nothing more to follow.
        }
    }

    // MARK: - Loading

    private func startLoad(_ request: PageRequest) async {
        let loadGeneration = generation
        failedRequest = nil
        state.phase = .loading
        publish()
        let task = Task { await self.perform(request, generation: loadGeneration) }
        load = task
        await Self.wait(for: task)
    }

    private func perform(_ request: PageRequest, generation loadGeneration: Int) async {
        defer { if loadGeneration == generation { load = nil } }
        do {
            let page: ComicPage<Source.PageBookmark>
            switch request.start {
            case .start where request.refreshing: page = try await source.refreshedFirstPage(size: request.size)
            case .start: page = try await source.firstPage(size: request.size)
            case .after(let bookmark): page = try await source.page(after: bookmark, size: request.size)
            case .end: return
            }
            guard loadGeneration == generation, !Task.isCancelled else { return }
            apply(page, replacing: request.replacing)
        } catch {
            guard loadGeneration == generation else { return }
            if Task.isCancelled || error is CancellationError {
                state.phase = .idle
            } else {
                failedRequest = request
                state.phase = .failed(message: Self.message(for: error))
            }
            publish()
        }
    }

    private func apply(_ page: ComicPage<Source.PageBookmark>, replacing: Bool) {
        if replacing {
            state.comics = page.comics
            state.failures = page.failures
        } else {
            let known = Set(state.comics.map(\.number))
            state.comics += page.comics.filter { !known.contains($0.number) }
            state.failures += page.failures
        }
        cursor = page.nextPageBookmark.map(Cursor.after) ?? .end
        state.hasMore = page.nextPageBookmark != nil
        state.isFromCache = page.isFromCache
        state.phase = .idle
        publish()
    }

    // MARK: - Bookmarks

    private func applyBookmarks(_ numbers: Set<Int>) async {
        guard numbers != state.bookmarkedNumbers else { return }
        state.bookmarkedNumbers = numbers
        publish()
        if configuration.followsBookmarks { await reloadShownComics() }
    }

    /// The store's current set, so rows are marked before `run()` starts following it.
    private func loadBookmarkedNumbers() async {
        // The stream's first value is the current set. (A `first(where:)` here
        // crashes the 6.3.1 optimizer, hence the loop.)
        do {
            for try await numbers in await bookmarks.changes() {
                state.bookmarkedNumbers = numbers
                publish()
                break
            }
        } catch {
            // Unreadable now: `run()` or the next change will bring the set.
        }
    }

    /// Loads again as many comics as are shown, from the top: keeps a feed
    /// that is the bookmarks in step with them without losing the scroll depth.
    private func reloadShownComics() async {
        load?.cancel()
        load = nil
        generation += 1
        let size = max(configuration.pageSize, state.comics.count)
        await startLoad(PageRequest(start: .start, size: size, replacing: true))
    }

    /// Waits for shared work; a waiter that is cancelled cancels the work, so
    /// quitting never waits on a slow network.
    private static func wait(for task: Task<Void, Never>) async {
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    // MARK: - Publishing

    private func publish() {
        observers.send(state)
    }

    private func replaceFailure(_ failure: ComicFailure) {
        state.failures = state.failures.map { $0.number == failure.number ? failure : $0 }
    }

    private static func message(for error: any Error) -> String {
        String(describing: error)
    }
}
