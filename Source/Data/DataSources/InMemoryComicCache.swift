import Foundation

/// A complete `ComicCache` in memory.
public actor InMemoryComicCache: ComicCache {
    private var comics: [Int: Comic] = [:]
    private let missing: Set<Int>

    public init(comics: [Comic] = [], missing: Set<Int> = []) {
        self.comics = Dictionary(comics.map { ($0.number, $0) }, uniquingKeysWith: { _, last in last })
        self.missing = missing
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

    public func cachedComics(above number: Int, limit: Int) -> [Comic] {
        Array(comics.keys.filter { $0 > number }.sorted().prefix(max(0, limit)).reversed().compactMap { comics[$0] })
    }

    public func highestCachedNumber() -> Int? {
        comics.keys.max()
    }

    public func cachedComicNumbers() -> [Int] {
        comics.keys.sorted(by: >)
    }

    public func isKnownMissing(_ number: Int) -> Bool {
        missing.contains(number)
    }
}
