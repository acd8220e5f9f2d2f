import Foundation

/// Where fetched comics are kept for offline reading and to avoid refetching.
///
/// The SQLite database is the real one; `InMemoryComicCache` serves tests.
public protocol ComicCacheStore: Sendable {
    /// Inserts or updates every comic in one transaction: all or none.
    func cacheComics(_ comics: [Comic], fetchedAt: Date) async throws
    func cachedComic(_ number: Int) async throws -> Comic?
    /// Cached comics numbered below `number`, newest first, at most `limit`.
    func cachedComics(below number: Int, limit: Int) async throws -> [Comic]
    func highestCachedNumber() async throws -> Int?
    /// Every cached comic's number, highest first.
    func cachedComicNumbers() async throws -> [Int]
}

/// A complete `ComicCacheStore` in memory.
public actor InMemoryComicCache: ComicCacheStore {
    private var comics: [Int: Comic] = [:]

    public init(comics: [Comic] = []) {
        self.comics = Dictionary(comics.map { ($0.number, $0) }, uniquingKeysWith: { _, last in last })
    }

    public func cacheComics(_ comics: [Comic], fetchedAt: Date) {
        for comic in comics { self.comics[comic.number] = comic }
    }

    public func cachedComic(_ number: Int) -> Comic? {
        comics[number]
    }

    public func cachedComics(below number: Int, limit: Int) -> [Comic] {
        Array(comics.keys.filter { $0 < number }.sorted(by: >).prefix(max(0, limit)).compactMap { comics[$0] })
    }

    public func highestCachedNumber() -> Int? {
        comics.keys.max()
    }

    public func cachedComicNumbers() -> [Int] {
        comics.keys.sorted(by: >)
    }
}
