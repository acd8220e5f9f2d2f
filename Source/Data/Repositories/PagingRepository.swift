/// The pages of one data source: loads them one at a time, refreshes,
/// retries, and publishes a `PageState` after every change.
///
/// Only pages: what comics are marked is the mark repositories' business,
/// and a `ComicFeed` puts the two together. When the source is a
/// `MutableComicDataSource` (the bookmarks store), its pages change with
/// it, so `run()` reloads the comics shown after every change.
public actor PagingRepository<Source: ComicDataSource> {
    public nonisolated let pageSize: Int
    let source: Source
    var state = PageState()
    var cursor = Cursor.start
    private var load: Task<Void, Never>?
    var failedRequest: PageRequest?
    /// Bumped by refresh so a superseded load cannot overwrite newer pages.
    var generation = 0
    /// Where the page above the comics shown starts (pages started at a comic); nil at the newest.
    var newerCursor: Source.PageBookmark?
    var newerLoad: Task<Void, Never>?
    /// The last load that failed was of the newer page: `retry()` asks for it again.
    var newerFailed = false
    private var prewarming: Task<Void, Never>?
    /// The comics shown are the source's cached stand-in for the first page
    /// (`showCachedFirstPage()`): the next load is the first page proper.
    private var showsCachedFirstPage = false
    /// How many pages deep the cached stand-in goes, so a person can read on
    /// while the network is slow to give the first page.
    private static var cachedPagesShownFirst: Int { 5 }
    private var observers = Broadcast<PageState>()

    public init(source: Source, pageSize: Int = 20) {
        self.source = source
        self.pageSize = max(1, pageSize)
    }

    public var currentState: PageState { state }

    /// The current state first, then every change.
    public func states() -> AsyncStream<PageState> {
        observers.subscribe(startingWith: state)
    }

    /// Prepares the source and loads the first page; a later `loadNextPage()`
    /// joins it. Safe to call more than once and concurrently.
    public func prewarm() async {
        if let prewarming {
            await PagingRepository.wait(for: prewarming)
            return
        }
        let task = Task {
            // A failure here surfaces through the first page's load, which tries again.
            try? await source.prewarm()
            if (cursor == .start && state.comics.isEmpty || showsCachedFirstPage) && !Task.isCancelled {
                await loadNextPage()
            }
            // A cancelled prewarm did not finish: the next call starts again.
            if Task.isCancelled { prewarming = nil }
        }
        prewarming = task
        await PagingRepository.wait(for: task)
    }

    /// Shows what the source has cached of the first pages, when nothing is
    /// shown yet, marked as refreshing: the first page proper (prewarm's, or
    /// the next load's) replaces it, and the cached rows below it stay (see
    /// `apply`). The reader's warm start.
    public func showCachedFirstPage() async {
        guard cursor == .start, state.comics.isEmpty,
            let page = try? await source.cachedFirstPage(size: pageSize * Self.cachedPagesShownFirst),
            !page.comics.isEmpty,
            // Nothing came while the cache was read.
            cursor == .start, state.comics.isEmpty
        else { return }
        showsCachedFirstPage = true
        state.comics = page.comics
        state.failures = page.failures
        cursor = page.nextPageBookmark.map(Cursor.after) ?? .end
        state.hasMore = page.nextPageBookmark != nil
        state.isFromCache = true
        // A first page in flight (or failed) stays so; otherwise one is about to start.
        if case .failed = state.phase {} else { state.phase = .refreshing }
        publish()
    }

    /// Loads the next page; a call while a load runs waits for it instead.
    public func loadNextPage() async {
        if let load {
            await PagingRepository.wait(for: load)
            return
        }
        if showsCachedFirstPage {
            await startLoad(PageRequest(start: .start, size: pageSize, replacing: true))
            return
        }
        guard cursor != .end else { return }
        await startLoad(PageRequest(start: cursor, size: pageSize, replacing: cursor == .start))
    }

    /// Starts over from a first page that reuses no cache, cancelling any load in flight.
    public func refresh() async {
        cancelLoad()
        await startLoad(PageRequest(start: .start, size: pageSize, replacing: true, refreshing: true))
    }

    /// Replaces the pages with a first page starting at comic `number`
    /// (nil: the feed's first, from the cache where it can), cancelling any
    /// load in flight; later pages follow on from it. Returns false, and
    /// changes nothing, when the source is not ordered by number.
    @discardableResult
    public func start(at number: Int?) async -> Bool {
        var start = Cursor.start
        if let number {
            guard let bookmark = source.pageBookmark(startingAt: number) else { return false }
            start = .after(bookmark)
        }
        cancelLoad()
        await startLoad(PageRequest(start: start, size: pageSize, replacing: true, startNumber: number))
        return true
    }

    /// After a failure: loads the page that failed again.
    public func retry() async {
        if newerFailed { return await loadNewerPage() }
        guard load == nil, let failedRequest else { return }
        await startLoad(failedRequest)
    }

    /// Loads again one comic that failed within a page.
    public func retryComic(_ number: Int) async {
        guard state.failures.contains(where: { $0.number == number }) else { return }
        do {
            let comic = try await source.comic(number)
            // The source answered: whatever said offline is out of date.
            state.isFromCache = false
            state.failures.removeAll { $0.number == number }
            if let comic, !state.comics.contains(where: { $0.number == number }) {
                state.comics = FeedEntry.inserting(comic, into: state.comics)
            }
        } catch let error as ComicLoadError {
            state.failures = state.failures.map {
                $0.number == number ? ComicFailure(number: number, reason: error) : $0
            }
        } catch {
            // Cancelled, or an error that is not about this comic: it stays failed as it was.
            return
        }
        publish()
    }

    /// Loads again as many comics as are shown, from the top, keeping the
    /// scroll depth: for a feed whose source changed under it.
    public func reload() async {
        let shown = state.comics.count + state.failures.count
        guard cursor != .start || shown > 0 else { return }
        cancelLoad()
        await startLoad(PageRequest(start: .start, size: max(pageSize, shown), replacing: true))
    }

    /// Reloads after every change of a source that changes (see the type's
    /// notes) until the calling task is cancelled; returns at once otherwise.
    public func run() async {
        // The first change reloads too: the store may have changed since the pages loaded.
        await source.followChanges { await self.reload() }
    }

    // MARK: - Loading

    private func cancelLoad() {
        load?.cancel()
        load = nil
        newerLoad?.cancel()
        newerLoad = nil
        generation += 1
    }

    private func startLoad(_ request: PageRequest) async {
        let loadGeneration = generation
        failedRequest = nil
        newerFailed = false
        let replacesShown = request.start == .start && !state.comics.isEmpty
        state.phase = replacesShown && (request.refreshing || showsCachedFirstPage) ? .refreshing : .loading
        state.failedPageFollows = false
        publish()
        let task = Task { await self.perform(request, generation: loadGeneration) }
        load = task
        await PagingRepository.wait(for: task)
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
            apply(page, replacing: request.replacing, startNumber: request.startNumber, refreshing: request.refreshing)
            if let lost = page.restFailure { failNextPage(lost, after: page.nextPageBookmark, size: request.size) }
        } catch {
            guard loadGeneration == generation else { return }
            if Task.isCancelled || error is CancellationError {
                state.phase = .idle
            } else {
                failedRequest = request
                state.phase = .failed(message: String(describing: error))
                state.failedPageFollows = !request.replacing
            }
            publish()
        }
    }

    private func apply(
        _ page: ComicPage<Source.PageBookmark>, replacing: Bool, startNumber: Int?, refreshing: Bool = false
    ) {
        // A refresh, like the network's page over the cached one, replaces the
        // top only: the person's place further down stays.
        let keepsBelow = replacing && startNumber == nil && (showsCachedFirstPage || refreshing)
        let (below, failuresBelow) = keepsBelow ? state.rows(below: page) : ([], [])
        showsCachedFirstPage = false
        if replacing {
            state.comics = page.comics + below
            state.failures = page.failures + failuresBelow
            state.startNumber = startNumber
            newerCursor = startNumber.flatMap(source.pageBookmark(startingAt:))
            state.hasNewer = newerCursor != nil
        } else {
            let known = Set(state.comics.map(\.number))
            state.comics += page.comics.filter { !known.contains($0.number) }
            state.failures += page.failures
        }
        // Cached rows kept below the page: the feed goes on after them, where the cache's pages did.
        if below.isEmpty {
            cursor = page.nextPageBookmark.map(Cursor.after) ?? .end
            state.hasMore = page.nextPageBookmark != nil
        }
        state.isFromCache = page.isFromCache
        state.phase = .idle
        publish()
    }

    func publish() {
        observers.send(state)
    }
}
