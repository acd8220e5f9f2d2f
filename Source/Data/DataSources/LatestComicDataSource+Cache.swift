/// The cache's own pages: the one place that computes a page below a
/// number and the page above one from the cache, for `--offline` and for a
/// network that went away alike. Every such page is marked `isFromCache`.
extension LatestComicDataSource {
    /// The newest cached comics, at once, to show while the first page comes
    /// from the network; nil with no network (the cache's first page is the page).
    /// Only the run down from the newest with no number lacking: the pages
    /// after it fetch what the cache lacks, and must find nothing skipped above them.
    public func cachedFirstPage(size: Int) async throws -> ComicPage<PageBookmark>? {
        guard hasNetwork else { return nil }
        var run: [Comic] = []
        for comic in try await cache.cachedComics(below: Int.max, limit: max(1, size)) {
            if let above = run.last, !Self.isNext(comic.number, below: above.number) { break }
            run.append(comic)
        }
        guard let lowest = run.last else { return nil }
        return ComicPage(
            comics: run, nextPageBookmark: RemotePagePlan.bookmark(below: lowest.number), isFromCache: true)
    }

    /// Whether only numbers xkcd skipped lie between the two.
    private static func isNext(_ number: Int, below above: Int) -> Bool {
        (number + 1..<above).allSatisfy(Comic.missingNumbers.contains)
    }

    /// Offline, a comic the cache lacks: none when a sync heard the server
    /// say so, else not cached (nobody asked whether it exists).
    func uncachedComic(_ number: Int) async throws -> Comic? {
        guard try await cache.isKnownMissing(number) else { throw ComicLoadError.notCached(number) }
        return nil
    }

    /// A page read from the cache alone, below `number`, skipping numbers it
    /// does not hold; `error` is thrown instead of an empty page when given.
    func cachedPage(below number: Int, size: Int, whenEmpty error: (any Error)? = nil) async throws
        -> ComicPage<PageBookmark>
    {
        let comics = try await cache.cachedComics(below: number, limit: max(1, size))
        if comics.isEmpty, let error { throw error }
        let isFull = comics.count == max(1, size)
        return ComicPage(
            comics: comics,
            nextPageBookmark: isFull ? comics.last.flatMap { RemotePagePlan.bookmark(below: $0.number) } : nil,
            isFromCache: true)
    }

    /// The cached comics just above the bookmark's number, skipping numbers
    /// the cache lacks; more above while the cache holds higher numbers.
    func cachedPage(above bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        let comics = try await cache.cachedComics(above: bookmark.nextNumber, limit: max(1, size))
        guard let top = comics.first?.number else {
            return ComicPage(comics: [], nextPageBookmark: bookmark, isFromCache: true)
        }
        let highest = try await cache.highestCachedNumber() ?? top
        return ComicPage(
            comics: comics, nextPageBookmark: bookmark, isFromCache: true,
            newerPageBookmark: highest > top ? PageBookmark(nextNumber: top) : nil)
    }

    /// The cached comics among `numbers` (a descending run), by number.
    func cachedComics(in numbers: [Int]) async throws -> [Int: Comic] {
        guard let highest = numbers.first else { return [:] }
        let comics = try await cache.cachedComics(below: highest + 1, limit: numbers.count)
        let wanted = Set(numbers)
        return Dictionary(comics.filter { wanted.contains($0.number) }.map { ($0.number, $0) }) { first, _ in first }
    }
}
