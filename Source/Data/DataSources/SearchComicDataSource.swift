/// The results of one full-text search over the comic cache, best first:
/// the Search feed's source.
///
/// Immutable: one query, read-only. Pages resume from a keyset position
/// over (rank, number), never an OFFSET, so a deep page costs what the
/// first does and comics cached between two pages shift nothing already
/// shown. Works with no network: it only reads the cache.
public struct SearchComicDataSource: ComicDataSource {
    public typealias PageBookmark = SearchPosition

    public let database: AppDatabase
    public let query: SearchQuery
    private let index: SearchIndex

    public init(database: AppDatabase, query: SearchQuery) {
        self.database = database
        self.query = query
        index = SearchIndex(database: database)
    }

    public func prewarm() async throws {
        try await database.prewarm()
    }

    public func firstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        try await page(after: nil, size: size)
    }

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        try await page(after: Optional(bookmark), size: size)
    }

    /// Whether comic `number` is among the results.
    public func contains(_ number: Int) async throws -> Bool {
        try await index.matches(query, number: number)
    }

    /// Comic `number` if it is among the results.
    public func comic(_ number: Int) async throws -> Comic? {
        guard try await contains(number) else { return nil }
        return try await ComicCacheStore(database: database).cachedComic(number)
    }

    /// How much of the archive these results were drawn from.
    public func coverage() async throws -> SearchCoverage {
        try await index.coverage()
    }

    private func page(after position: SearchPosition?, size: Int) async throws -> ComicPage<PageBookmark> {
        try await .keyset(size: size) { limit in try await index.results(query, after: position, limit: limit) }
    }
}
