import Foundation

/// The Latest feed from the cache alone (`--offline`): the pages cover the
/// same comic numbers as `RemoteComicDataSource`'s, skipping those the
/// cache lacks, every one marked `isFromCache`. Nothing reaches the network.
///
/// `CachedComicDataSource` serves its offline pages through one of these.
public struct CacheOnlyComicDataSource<Cache: ComicCache>: ComicDataSource {
    public typealias PageBookmark = RemoteComicDataSource.PageBookmark

    private let cache: Cache

    public init(cache: Cache) {
        self.cache = cache
    }

    /// The cache needs nothing resolved before its first page.
    public func prewarm() async throws {}

    public func firstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        try await page(below: Int.max, size: size, whenEmpty: ComicLoadError.noCachedComics)
    }

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        try await page(below: bookmark.nextNumber + 1, size: size)
    }

    /// The cached comics just above the bookmark's number, skipping numbers
    /// the cache lacks; more above while the cache holds higher numbers.
    public func page(before bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark>? {
        let comics = try await cache.cachedComics(above: bookmark.nextNumber, limit: max(1, size))
        guard let top = comics.first?.number else {
            return ComicPage(comics: [], nextPageBookmark: bookmark, isFromCache: true)
        }
        let highest = try await cache.highestCachedNumber() ?? top
        return ComicPage(
            comics: comics, nextPageBookmark: bookmark, isFromCache: true,
            newerPageBookmark: highest > top ? PageBookmark(nextNumber: top) : nil)
    }

    public func pageBookmark(startingAt number: Int) -> PageBookmark? {
        RemotePagePlan.bookmark(startingAt: number)
    }

    public func contains(_ number: Int) async throws -> Bool {
        try await cache.cachedComic(number) != nil
    }

    /// A comic the cache lacks is `notCached`, not nil: nobody asked whether it exists.
    public func comic(_ number: Int) async throws -> Comic? {
        guard let cached = try await cache.cachedComic(number) else { throw ComicLoadError.notCached(number) }
        return cached
    }

    /// A page read from the cache alone, skipping numbers it does not hold;
    /// `error` is thrown instead of an empty page when given.
    func page(below number: Int, size: Int, whenEmpty error: (any Error)? = nil) async throws
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
}
