import ComicData
import ComicTestSupport
import Testing

@Suite("Feeds filtered by a mark", .timeLimit(.minutes(1)))
struct FilteredFeedTests {
    static let read = Mark("read")

    func comics(_ numbers: some Sequence<Int>) -> [Comic] {
        numbers.map(SyntheticComic.comic(number:))
    }

    /// Latest over 1...10, with read marks on `read`.
    func latest(read: [Int]) -> (ComicFeed<InMemoryComicDataSource>, InMemoryComicDataSource) {
        let readStore = InMemoryComicDataSource(comics: comics(read), order: .newestSavedFirst)
        let feed = ComicFeed(
            paging: PagingRepository(source: InMemoryComicDataSource(comics: comics(1...10)), pageSize: 5),
            marks: [MarkRepository(Self.read, store: readStore)])
        return (feed, readStore)
    }

    func state(_ numbers: [Int], hasMore: Bool, read: Set<Int>) -> FeedState {
        var state = FeedState()
        state.comics = comics(numbers)
        state.hasMore = hasMore
        state.setMarked(read, as: Self.read)
        return state
    }

    @Test("unmarked keeps the comics without the mark; pages and marks are the base feed's")
    func unmarked() async throws {
        let (latest, _) = latest(read: [9, 7, 2])
        let unread = latest.filtered(by: Self.read, keep: .unmarked)
        await unread.prewarm()
        #expect(await unread.currentState == state([10, 8, 6], hasMore: true, read: [9, 7, 2]))
        await unread.loadNextPage()
        #expect(await unread.currentState == state([10, 8, 6, 5, 4, 3, 1], hasMore: false, read: [9, 7, 2]))
    }

    @Test("marked keeps only the marked comics")
    func marked() async throws {
        let (latest, _) = latest(read: [9, 2])
        _ = try await latest.loadFirst(10)
        #expect(await latest.filtered(by: Self.read, keep: .marked).currentState == state([9, 2], hasMore: false, read: [9, 2]))
    }

    @Test("a comic marked while the feed runs leaves it at once")
    func markingRemoves() async throws {
        let (latest, _) = latest(read: [])
        let unread = latest.filtered(by: Self.read, keep: .unmarked)
        await unread.prewarm()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await unread.run() }
            for await state in await unread.states() where state == self.state([10, 9, 8, 7, 6], hasMore: true, read: []) { break }
            try? await unread.setMarked(true, Self.read, comic: SyntheticComic.comic(number: 8))
            for await state in await unread.states() where state == self.state([10, 9, 7, 6], hasMore: true, read: [8]) { break }
            group.cancelAll()
        }
    }
}
