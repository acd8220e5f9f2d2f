import Foundation

/// Where fetched comics are kept for offline reading and to avoid refetching.
///
/// `ComicCacheStore` (SQLite) is the real one; `InMemoryComicCache` serves tests.
public protocol ComicCache: Sendable {
    /// Inserts or updates every comic in one transaction: all or none.
    func cacheComics(_ comics: [Comic], fetchedAt: Date) async throws
    func cachedComic(_ number: Int) async throws -> Comic?
    /// Cached comics numbered below `number`, newest first, at most `limit`.
    func cachedComics(below number: Int, limit: Int) async throws -> [Comic]
    /// Cached comics numbered above `number`, the lowest `limit` of them, newest first.
    func cachedComics(above number: Int, limit: Int) async throws -> [Comic]
    func highestCachedNumber() async throws -> Int?
    /// Every cached comic's number, highest first.
    func cachedComicNumbers() async throws -> [Int]
    /// Whether a sync found that `number` is no comic (the server said 404).
    func isKnownMissing(_ number: Int) async throws -> Bool
}
