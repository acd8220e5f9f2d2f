import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Composed feeds", .timeLimit(.minutes(1)))
struct ComicFeedTests {
    static let read = Mark("read")

    func comics(_ numbers: some Sequence<Int>) -> [Comic] {
        numbers.map(SyntheticComic.comic(number:))
    }

    /// Latest over an in-memory stand-in for the network, Bookmarks over an
    /// in-memory bookmarks store, one bookmarks repository shared by both.
    struct Feeds {
        let store: InMemoryComicDataSource
        let bookmarks: MarkRepository<InMemoryComicDataSource>
        let latest: ComicFeed<InMemoryComicDataSource>
        let saved: ComicFeed<InMemoryComicDataSource>

        init(latest numbers: [Comic], bookmarked: [Comic] = []) {
            store = InMemoryComicDataSource(comics: bookmarked, order: .newestSavedFirst)
            bookmarks = MarkRepository(.bookmark, store: store)
            latest = ComicFeed(.latest, source: InMemoryComicDataSource(comics: numbers), marks: [bookmarks])
            saved = ComicFeed(.latest, source: store, marks: [bookmarks])
        }
    }

    func state(_ numbers: some Sequence<Int>, hasMore: Bool, bookmarked: Set<Int> = []) -> FeedSnapshot {
        FeedSnapshot(feed: .latest, comics: comics(numbers), marks: [.bookmark: bookmarked], hasMore: hasMore)
    }

    /// Returns once `feed` publishes exactly `expected`; the suite's time limit fails a feed that never does.
    func waitUntil(_ feed: some ComicRepository, shows expected: FeedSnapshot) async {
        for await state in await feed.states() where state == expected { return }
    }

    /// The first state `feed` publishes (its current one included) for which
    /// `arrived` holds, so a test can check all of it, not just wait for it.
    func firstState(of feed: some ComicRepository, where arrived: (FeedSnapshot) -> Bool) async -> FeedSnapshot? {
        for await state in await feed.states() where arrived(state) { return state }
        return nil
    }

    @Test("prewarm loads the first page and the marks, together")
    func prewarm() async throws {
        let feeds = Feeds(latest: comics(1...5), bookmarked: comics([3]))
        await feeds.latest.prewarm()
        #expect(await feeds.latest.currentState == state((1...5).reversed(), hasMore: false, bookmarked: [3]))
    }

    @Test("a bookmark made through one feed shows in every feed at once, and so does its removal")
    func oneBookmarkEveryFeed() async throws {
        // Given Latest and Bookmarks, both running, nothing bookmarked.
        let feeds = Feeds(latest: comics(1...50))
        await feeds.latest.prewarm()
        await feeds.saved.prewarm()
        let comic = SyntheticComic.comic(number: 42)
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await feeds.latest.run() }
            group.addTask { await feeds.saved.run() }
            await waitUntil(feeds.saved, shows: state([], hasMore: false))

            // When comic 42 is bookmarked in Latest.
            try? await feeds.bookmarks.setMarked(true, comic: comic)
            // The feeds share one bookmarks repository: the mark is in both at once.
            #expect(await feeds.latest.currentState.bookmarkedNumbers == [42])
            #expect(await feeds.saved.currentState.bookmarkedNumbers == [42])

            // Then both feeds publish it, in their whole states (the time limit fails a feed that never does).
            await waitUntil(feeds.latest, shows: state((31...50).reversed(), hasMore: true, bookmarked: [42]))
            await waitUntil(feeds.saved, shows: state([42], hasMore: false, bookmarked: [42]))

            // When it is removed in Bookmarks, then it is gone from both.
            try? await feeds.bookmarks.setMarked(false, comic: comic)
            await waitUntil(feeds.latest, shows: state((31...50).reversed(), hasMore: true))
            await waitUntil(feeds.saved, shows: state([], hasMore: false))
            #expect(await feeds.store.markedNumbers() == [])
            group.cancelAll()
        }
    }

    @Test("a bookmark the store gets from elsewhere shows in every running feed")
    func storeChangedElsewhere() async throws {
        let feeds = Feeds(latest: comics(1...5))
        await feeds.latest.prewarm()
        await feeds.saved.prewarm()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await feeds.latest.run() }
            group.addTask { await feeds.saved.run() }
            try? await feeds.store.save(SyntheticComic.comic(number: 2))
            // Latest's pages stay (a reload may be under way): the first state with a mark shows them all.
            let latest = await firstState(of: feeds.latest) { !$0.bookmarkedNumbers.isEmpty }
            #expect(latest?.bookmarkedNumbers == [2])
            #expect(latest?.comics.map(\.number) == [5, 4, 3, 2, 1])
            #expect(latest?.hasMore == false)
            // Bookmarks reloads its pages and gets the mark, in either order: each is checked when it comes.
            let reloaded = await firstState(of: feeds.saved) { !$0.comics.isEmpty }
            #expect(reloaded?.comics.map(\.number) == [2])
            #expect(reloaded?.hasMore == false)
            let marked = await firstState(of: feeds.saved) { !$0.bookmarkedNumbers.isEmpty }
            #expect(marked?.bookmarkedNumbers == [2])
            #expect(marked?.comics.map(\.number) == [2])
            group.cancelAll()
        }
    }

    @Test("a feed shows each kind of mark it is composed with, per comic")
    func twoKindsOfMark() async throws {
        let readStore = InMemoryComicDataSource(comics: comics([4, 5]), order: .newestSavedFirst)
        let bookmarks = MarkRepository(
            .bookmark, store: InMemoryComicDataSource(comics: comics([5]), order: .newestSavedFirst))
        let read = MarkRepository(Self.read, store: readStore)
        let feed = ComicFeed(.latest, source: InMemoryComicDataSource(comics: comics(1...5)), marks: [bookmarks, read])
        await feed.prewarm()
        try await read.setMarked(true, comic: SyntheticComic.comic(number: 1))
        let current = await feed.currentState
        let expected = FeedSnapshot(
            feed: .latest, comics: comics((1...5).reversed()), marks: [.bookmark: [5], Self.read: [1, 4, 5]],
            hasMore: false)
        #expect(current == expected)
        #expect(current.marks(of: 5) == [.bookmark, Self.read])
        #expect(current.marks(of: 4) == [Self.read])
        #expect(current.marks(of: 3) == [])
        #expect(await readStore.markedNumbers() == [1, 4, 5])
    }

    @Test("loadFirst walks pages until it holds the count, keeping only the failures among them")
    func loadFirst() async throws {
        let feeds = Feeds(latest: comics(1...50), bookmarked: comics([45]))
        let first = try await feeds.latest.loadFirst(25)
        #expect(first == state((26...50).reversed(), hasMore: true, bookmarked: [45]))
    }

    @Test("loadFirst reports a page that fails before the count is reached")
    func loadFirstFailure() async throws {
        let source = ControllableComicDataSource(InMemoryComicDataSource(comics: comics(1...50)))
        let error = ComicLoadError.httpStatus(503, URL(string: "http://stub.test")!)
        await source.failNextLoad(with: error)
        let feed = ComicFeed(.latest, source: source, marks: [])
        await #expect(throws: RepositoryError.loadFailed(error.description)) { try await feed.loadFirst(10) }
    }
}
