/// A complete data source over values in memory: no network, no disk.
///
/// For tests and for running the UI without I/O. It pages in the order of
/// the source it stands in for: by number, newest first, like the remote
/// feed and the cache; or by save time, newest saved first, like the
/// bookmarks store. The page bookmark is a keyset position, so saving or
/// removing between two pages skips and repeats nothing.
public actor InMemoryComicDataSource: MutableComicDataSource, ComicMarkStore {
    public enum Order: Sendable {
        /// Highest number first (the remote feed, the cache).
        case newestNumberFirst
        /// Last saved first; saving a comic again keeps its place (the bookmarks).
        case newestSavedFirst
    }

    public struct PageBookmark: Sendable, Hashable {
        /// The next page holds comics whose sort key is below this: their
        /// number, or their save order.
        public let below: Int

        public init(below: Int) { self.below = below }
    }

    /// The comics, and when each was saved, as a count: the initial comics in array order.
    private struct Contents {
        var comicsByNumber: [Int: Comic] = [:]
        var saveOrder: [Int: Int] = [:]
        var saves = 0

        mutating func insert(_ comic: Comic) {
            comicsByNumber[comic.number] = comic
            if saveOrder[comic.number] == nil {
                saves += 1
                saveOrder[comic.number] = saves
            }
        }
    }

    public nonisolated let order: Order
    private var contents = Contents()
    private var observers = Broadcast<Set<Int>>()

    public init(comics: [Comic] = [], order: Order = .newestNumberFirst) {
        self.order = order
        for comic in comics { contents.insert(comic) }
    }

    public func prewarm() async throws {}

    public func firstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        page(below: Int.max, size: size)
    }

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        page(below: bookmark.below, size: size)
    }

    /// Only in number order; in save order a number has no place of its own.
    public nonisolated func pageBookmark(startingAt number: Int) -> PageBookmark? {
        order == .newestNumberFirst && number < Int.max ? PageBookmark(below: number + 1) : nil
    }

    /// Only in number order: the comics just above the bookmark's, lowest first taken.
    public func page(before bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark>? {
        guard order == .newestNumberFirst else { return nil }
        let above = contents.comicsByNumber.keys.filter { $0 >= bookmark.below }.sorted()
        let chosen = above.prefix(max(1, size))
        let hasNewer = above.count > chosen.count
        return ComicPage(
            comics: chosen.reversed().compactMap { contents.comicsByNumber[$0] }, nextPageBookmark: bookmark,
            newerPageBookmark: hasNewer ? chosen.last.map { PageBookmark(below: $0 + 1) } : nil)
    }

    public func contains(_ number: Int) async throws -> Bool {
        contents.comicsByNumber[number] != nil
    }

    public func comic(_ number: Int) async throws -> Comic? {
        contents.comicsByNumber[number]
    }

    public func save(_ comic: Comic) async throws {
        contents.insert(comic)
        publish()
    }

    public func remove(_ number: Int) async throws {
        guard contents.comicsByNumber.removeValue(forKey: number) != nil else { return }
        contents.saveOrder[number] = nil
        publish()
    }

    /// Marking saves the comic; unmarking removes it (the in-memory bookmarks store).
    public func setMarked(_ isMarked: Bool, comic: Comic) async throws {
        if isMarked { try await save(comic) } else { try await remove(comic.number) }
    }

    public func markedNumbers() -> Set<Int> {
        Set(contents.comicsByNumber.keys)
    }

    public func changes() -> AsyncStream<Set<Int>> {
        observers.subscribe(startingWith: markedNumbers())
    }

    private func publish() {
        observers.send(markedNumbers())
    }

    private func sortKey(_ number: Int) -> Int {
        switch order {
        case .newestNumberFirst: number
        case .newestSavedFirst: contents.saveOrder[number] ?? 0
        }
    }

    private func page(below limit: Int, size: Int) -> ComicPage<PageBookmark> {
        let candidates = contents.comicsByNumber.keys.map { (key: sortKey($0), number: $0) }
            .filter { $0.key < limit }
            .sorted { $0.key > $1.key }
        let chosen = candidates.prefix(max(1, size))
        let hasMore = candidates.count > chosen.count
        return ComicPage(
            comics: chosen.compactMap { contents.comicsByNumber[$0.number] },
            nextPageBookmark: hasMore ? chosen.last.map { PageBookmark(below: $0.key) } : nil)
    }
}
