/// The Latest feed's pages: from the cache then the network, or from the
/// cache alone (`--offline`). The program picks one case when it starts;
/// each case is a type of its own, so neither carries the other's branches.
public enum LatestComicDataSource<Cache: ComicCache>: ComicDataSource {
    public typealias PageBookmark = RemoteComicDataSource.PageBookmark

    case cacheThenNetwork(CachedComicDataSource<Cache>)
    case cacheOnly(CacheOnlyComicDataSource<Cache>)

    private var source: any ComicDataSource<PageBookmark> {
        switch self {
        case .cacheThenNetwork(let source): source
        case .cacheOnly(let source): source
        }
    }

    /// Why the last fetched comics could not be saved; nil when nothing is fetched.
    public var cacheWriteProblem: String? {
        get async {
            guard case .cacheThenNetwork(let source) = self else { return nil }
            return await source.cacheWriteProblem
        }
    }

    public func prewarm() async throws { try await source.prewarm() }

    public func firstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        try await source.firstPage(size: size)
    }

    public func refreshedFirstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        try await source.refreshedFirstPage(size: size)
    }

    public func cachedFirstPage(size: Int) async throws -> ComicPage<PageBookmark>? {
        try await source.cachedFirstPage(size: size)
    }

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        try await source.page(after: bookmark, size: size)
    }

    public func page(before bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark>? {
        try await source.page(before: bookmark, size: size)
    }

    public func contains(_ number: Int) async throws -> Bool { try await source.contains(number) }

    public func comic(_ number: Int) async throws -> Comic? { try await source.comic(number) }

    public func pageBookmark(startingAt number: Int) -> PageBookmark? {
        source.pageBookmark(startingAt: number)
    }
}
