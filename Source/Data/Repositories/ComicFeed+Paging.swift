/// Loading a feed's pages: one load at a time, refreshes, retries, a start
/// at a comic, and the cached stand-in for the first page.
extension ComicFeed {
    /// How many pages deep the cached stand-in goes, so a person can read on
    /// while the network is slow to give the first page.
    private static var cachedPagesShownFirst: Int { 5 }

    /// Prepares the source and loads the first page (see `prewarm()`).
    func prewarmPages() async {
        if let prewarming {
            await Self.wait(for: prewarming)
            return
        }
        let task = Task {
            // A failure here surfaces through the first page's load, which tries again.
            try? await source.prewarm()
            if (cursor == .start && snapshot.items.isEmpty || showsCachedFirstPage) && !Task.isCancelled {
                await loadNextPage()
            }
            // A cancelled prewarm did not finish: the next call starts again.
            if Task.isCancelled { prewarming = nil }
        }
        prewarming = task
        await Self.wait(for: task)
    }

    /// Shows what the source has cached of the first pages, when nothing is
    /// shown yet, marked as refreshing: the first page proper (prewarm's, or
    /// the next load's) replaces it, and the cached rows below it stay (see
    /// `apply`). The reader's warm start.
    public func showCachedFirstPage() async {
        guard cursor == .start, snapshot.items.isEmpty,
            let page = try? await source.cachedFirstPage(size: pageSize * Self.cachedPagesShownFirst),
            !page.items.isEmpty,
            // Nothing came while the cache was read.
            cursor == .start, snapshot.items.isEmpty
        else { return }
        showsCachedFirstPage = true
        snapshot.items = page.items.map(\.feedItem)
        snapshot.failures = page.failures
        cursor = page.nextPageBookmark.map(Cursor.after) ?? .end
        snapshot.hasMore = page.nextPageBookmark != nil
        snapshot.isFromCache = true
        // A first page in flight (or failed) stays so; otherwise one is about to start.
        if case .failed = snapshot.phase {} else { snapshot.phase = .refreshing }
        publish()
    }

    /// Loads the next page; a call while a load runs waits for it instead.
    public func loadNextPage() async {
        if let load {
            await Self.wait(for: load)
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

    /// Loads again one comic (or article) that failed within a page.
    public func retryComic(_ number: Int) async {
        guard snapshot.failures.contains(where: { $0.number == number }) else { return }
        do {
            let item = try await source.item(number)
            // The source answered: whatever said offline is out of date.
            snapshot.isFromCache = false
            snapshot.failures.removeAll { $0.number == number }
            if let item, !snapshot.items.contains(where: { $0.number == number }) {
                snapshot.items = FeedEntry.inserting(item.feedItem, into: snapshot.items)
            }
        } catch let error as ComicLoadError {
            snapshot.failures = snapshot.failures.map {
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
        let shown = snapshot.items.count + snapshot.failures.count
        guard cursor != .start || shown > 0 else { return }
        cancelLoad()
        await startLoad(PageRequest(start: .start, size: max(pageSize, shown), replacing: true))
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
        let replacesShown = request.start == .start && !snapshot.items.isEmpty
        snapshot.phase = replacesShown && (request.refreshing || showsCachedFirstPage) ? .refreshing : .loading
        snapshot.failedPageFollows = false
        publish()
        let task = Task { await self.perform(request, generation: loadGeneration) }
        load = task
        await Self.wait(for: task)
    }

    private func perform(_ request: PageRequest, generation loadGeneration: Int) async {
        defer { if loadGeneration == generation { load = nil } }
        do {
            let page: FeedPage<Source.Item, Source.PageBookmark>
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
                snapshot.phase = .idle
            } else {
                failedRequest = request
                snapshot.phase = .failed(message: String(describing: error))
                snapshot.failedPageFollows = !request.replacing
            }
            publish()
        }
    }

    private func apply(
        _ page: FeedPage<Source.Item, Source.PageBookmark>, replacing: Bool, startNumber: Int?, refreshing: Bool = false
    ) {
        // A refresh, like the network's page over the cached one, replaces the
        // top only: the person's place further down stays.
        let keepsBelow = replacing && startNumber == nil && (showsCachedFirstPage || refreshing)
        let (below, failuresBelow) = keepsBelow ? snapshot.rows(below: page) : ([], [])
        showsCachedFirstPage = false
        if replacing {
            snapshot.items = page.items.map(\.feedItem) + below
            snapshot.failures = page.failures + failuresBelow
            snapshot.startNumber = startNumber
            newerCursor = startNumber.flatMap(source.pageBookmark(startingAt:))
            snapshot.hasNewer = newerCursor != nil
        } else {
            let known = Set(snapshot.items.map(\.number))
            snapshot.items += page.items.filter { !known.contains($0.number) }.map(\.feedItem)
            snapshot.failures += page.failures
        }
        // Cached rows kept below the page: the feed goes on after them, where the cache's pages did.
        if below.isEmpty {
            cursor = page.nextPageBookmark.map(Cursor.after) ?? .end
            snapshot.hasMore = page.nextPageBookmark != nil
        }
        snapshot.isFromCache = page.isFromCache
        snapshot.phase = .idle
        publish()
    }
}
