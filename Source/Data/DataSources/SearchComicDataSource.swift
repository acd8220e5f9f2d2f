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

    /// The place in the results of each comic of `numbers` (those among the
    /// results), as the feed's pages ranked them: what puts them in one
    /// order with What If? articles. Walks the results until every one is found.
    public func positions(of numbers: Set<Int>) async throws -> [Int: SearchPosition] {
        var positions: [Int: SearchPosition] = [:]
        var after: SearchPosition?
        while positions.count < numbers.count {
            let page = try await index.results(query, after: after, limit: 100)
            for hit in page where numbers.contains(hit.comic.number) { positions[hit.comic.number] = hit.position }
            guard let last = page.last, page.count == 100 else { break }
            after = last.position
        }
        return positions
    }

    /// How much of the archive these results were drawn from.
    public func coverage() async throws -> SearchCoverage {
        try await index.coverage()
    }

    private func page(after position: SearchPosition?, size: Int) async throws -> ComicPage<PageBookmark> {
        try await .keyset(size: size) { limit in try await index.results(query, after: position, limit: limit) }
    }
}
