/// Paging up: pages started at a comic (go to, resume, a random comic)
/// load the newer comics above them, a page at a time, with the same page
/// bookmarks as paging down, until the feed's first comic.
extension ComicFeed {
    /// Loads the page above the comics shown and puts it before them; a call
    /// while one runs waits for it instead. Does nothing without `hasNewer`.
    public func loadNewerPage() async {
        if let newerLoad {
            await Self.wait(for: newerLoad)
            return
        }
        guard let bookmark = newerCursor else { return }
        let loadGeneration = generation
        let task = Task { await self.performNewer(from: bookmark, generation: loadGeneration) }
        newerLoad = task
        await Self.wait(for: task)
    }

    private func performNewer(from bookmark: Source.PageBookmark, generation loadGeneration: Int) async {
        defer { if loadGeneration == generation { newerLoad = nil } }
        do {
            let page = try await source.page(before: bookmark, size: pageSize)
            // A start elsewhere or a refresh replaced the pages meanwhile: this page is not above them.
            guard loadGeneration == generation, !Task.isCancelled else { return }
            prepend(page)
        } catch {
            guard loadGeneration == generation, !Task.isCancelled, !(error is CancellationError) else { return }
            // The cursor stays: the next call (or `retry()`) asks for the same page again.
            newerFailed = true
            snapshot.phase = .failed(message: String(describing: error))
            snapshot.failedPageFollows = false
            publish()
        }
    }

    /// Puts a newer page before the comics shown, none twice; nil (a source
    /// not ordered by number) means there is nothing above.
    private func prepend(_ page: FeedPage<Source.Item, Source.PageBookmark>?) {
        if let page {
            let known = Set(snapshot.items.map(\.number))
            snapshot.items = page.items.filter { !known.contains($0.number) }.map(\.feedItem) + snapshot.items
            let knownFailures = Set(snapshot.failures.map(\.number))
            snapshot.failures = page.failures.filter { !knownFailures.contains($0.number) } + snapshot.failures
        }
        newerCursor = page?.newerPageBookmark
        snapshot.hasNewer = newerCursor != nil
        if newerFailed, case .failed = snapshot.phase { snapshot.phase = .idle }
        newerFailed = false
        publish()
    }
}
