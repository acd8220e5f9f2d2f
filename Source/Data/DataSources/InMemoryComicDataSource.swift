/// A complete data source over values in memory: no network, no disk.
///
/// For tests and for running the UI without I/O. Pages follow the remote
/// source's order (number, newest first); the page bookmark is a keyset
/// position, so saving or removing between two pages skips and repeats nothing.
public actor InMemoryComicDataSource: MutableComicDataSource {
    public struct PageBookmark: Sendable, Hashable {
        /// The next page holds comics numbered below this.
        public let below: Int

        public init(below: Int) { self.below = below }
    }

    private var comicsByNumber: [Int: Comic]
    private var observers = Broadcast<Set<Int>>()

    public init(comics: [Comic] = []) {
        comicsByNumber = Dictionary(comics.map { ($0.number, $0) }, uniquingKeysWith: { _, last in last })
    }

    public func prewarm() async throws {}

    public func firstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        page(below: Int.max, size: size)
    }

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        page(below: bookmark.below, size: size)
    }

    public func contains(_ number: Int) async throws -> Bool {
        comicsByNumber[number] != nil
    }

    public func comic(_ number: Int) async throws -> Comic? {
        comicsByNumber[number]
    }

    public func save(_ comic: Comic) async throws {
        comicsByNumber[comic.number] = comic
        publish()
    }

    public func remove(_ number: Int) async throws {
        guard comicsByNumber.removeValue(forKey: number) != nil else { return }
        publish()
    }

    public func changes() -> AsyncStream<Set<Int>> {
        observers.subscribe(startingWith: Set(comicsByNumber.keys))
    }

    private func publish() {
        observers.send(Set(comicsByNumber.keys))
    }

    private func page(below limit: Int, size: Int) -> ComicPage<PageBookmark> {
        let candidates = comicsByNumber.keys.filter { $0 < limit }.sorted(by: >)
        let numbers = candidates.prefix(max(1, size))
        let comics = numbers.compactMap { comicsByNumber[$0] }
        let hasMore = candidates.count > numbers.count
        return ComicPage(
            comics: comics,
            nextPageBookmark: hasMore ? numbers.last.map { PageBookmark(below: $0) } : nil)
    }
}
