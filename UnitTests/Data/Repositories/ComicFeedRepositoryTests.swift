import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Feed repository", .timeLimit(.minutes(1)))
struct ComicFeedRepositoryTests {
    typealias InMemoryFeed = ComicFeedRepository<InMemoryComicDataSource, InMemoryComicDataSource>

    static let base = URL(string: "http://stub.test")!

    func comics(_ numbers: some Sequence<Int>) -> [Comic] {
        numbers.map(SyntheticComic.comic(number:))
    }

    func remote(_ client: ScriptedNetworkClient) -> RemoteComicDataSource {
        RemoteComicDataSource(client: client, configuration: .init(baseURL: Self.base))
    }

    /// Collects states until one satisfies `condition`, which it returns with all before it.
    func states(
        of repository: some ComicRepository, until condition: (FeedState) -> Bool
    ) async -> [FeedState] {
        var seen: [FeedState] = []
        for await state in await repository.states() {
            seen.append(state)
            if condition(state) { break }
        }
        return seen
    }

    @Test("pages load in order until the end of the feed, then loading does nothing")
    func pagination() async throws {
        let source = ControllableComicDataSource(InMemoryComicDataSource(comics: comics(1...45)))
        let repository = ComicFeedRepository(source: source, bookmarks: InMemoryComicDataSource())
        await repository.loadNextPage()
        #expect(await repository.currentState.comics.map(\.number) == Array((26...45).reversed()))
        #expect(await repository.currentState.hasMore)
        await repository.loadNextPage()
        await repository.loadNextPage()
        let state = await repository.currentState
        #expect(state.comics.map(\.number) == Array((1...45).reversed()))
        #expect(!state.hasMore)
        #expect(state.phase == .idle)
        await repository.loadNextPage()
        #expect(await source.pageCalls.count == 3)
    }

    @Test("the states run idle, loading, loaded, and a new observer gets the current state first")
    func stateSequence() async throws {
        let repository = InMemoryFeed(
            source: InMemoryComicDataSource(comics: comics(1...5)), bookmarks: InMemoryComicDataSource())
        // Subscribed before loading: the stream buffers every state.
        let stream = await repository.states()
        await repository.loadNextPage()
        var loaded = FeedState()
        loaded.comics = comics((1...5).reversed())
        loaded.hasMore = false
        var loading = FeedState()
        loading.phase = .loading
        var seen: [FeedState] = []
        for await state in stream {
            seen.append(state)
            if !state.comics.isEmpty { break }
        }
        #expect(seen == [FeedState(), loading, loaded])
        var late = await repository.states().makeAsyncIterator()
        #expect(await late.next() == loaded)
    }

    @Test("N concurrent loadNextPage calls send one request per comic")
    func singleFlight() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100), latency: .milliseconds(5))
        let repository = ComicFeedRepository(source: remote(client), bookmarks: InMemoryComicDataSource())
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<10 { group.addTask { await repository.loadNextPage() } }
        }
        #expect(await client.requests.count == 20)
        #expect(Set(await client.requestedURLs).count == 20)
        #expect(await repository.currentState.comics.count == 20)
    }

    @Test("refresh cancels the load in flight and starts over, keeping the old comics visible")
    func refreshCancels() async throws {
        let source = ControllableComicDataSource(InMemoryComicDataSource(comics: comics(1...60)))
        let repository = ComicFeedRepository(source: source, bookmarks: InMemoryComicDataSource())
        await repository.loadNextPage()
        let firstPage = await repository.currentState.comics
        await source.hangNextLoad()
        let secondPage = Task { await repository.loadNextPage() }
        await source.waitUntilHanging()
        let during = await repository.states()
        await repository.refresh()
        await secondPage.value
        #expect(await source.cancelledLoads == 1)
        let state = await repository.currentState
        #expect(state.comics == firstPage)
        #expect(state.phase == .idle)
        var seenDuringRefresh: [FeedState] = []
        for await state in during {
            seenDuringRefresh.append(state)
            if state.phase == .idle { break }
        }
        #expect(seenDuringRefresh.map(\.phase) == [.loading, .loading, .idle])
        #expect(seenDuringRefresh.allSatisfy { $0.comics == firstPage })
        #expect(await source.pageCalls == [
            .firstPage(size: 20), .page(after: .init(below: 41), size: 20), .refreshedFirstPage(size: 20),
        ])
    }

    @Test("a failed load says why, and retry asks for the same page bookmark")
    func retryAfterFailure() async throws {
        let source = ControllableComicDataSource(InMemoryComicDataSource(comics: comics(1...60)))
        let repository = ComicFeedRepository(source: source, bookmarks: InMemoryComicDataSource())
        await repository.loadNextPage()
        let error = ComicLoadError.network(.unreachable(Self.base, reason: "connection refused"))
        await source.failNextLoad(with: error)
        await repository.loadNextPage()
        #expect(await repository.currentState.phase == .failed(message: error.description))
        #expect(await repository.currentState.comics.count == 20)
        await repository.retry()
        #expect(await source.pageCalls.suffix(2) == [
            .page(after: .init(below: 41), size: 20), .page(after: .init(below: 41), size: 20),
        ])
        let state = await repository.currentState
        #expect(state.phase == .idle)
        #expect(state.comics.map(\.number) == Array((21...60).reversed()))
    }

    @Test("a failed first page is retried as a first page")
    func retryFirstPage() async throws {
        let source = ControllableComicDataSource(InMemoryComicDataSource(comics: comics(1...5)))
        let repository = ComicFeedRepository(source: source, bookmarks: InMemoryComicDataSource())
        await source.failNextLoad(with: ComicLoadError.newestComicUnavailable(.httpStatus(503, Self.base)))
        await repository.loadNextPage()
        guard case .failed(let message) = await repository.currentState.phase else {
            Issue.record("expected a failure")
            return
        }
        #expect(message.contains("newest comic"))
        await repository.retry()
        #expect(await source.pageCalls == [.firstPage(size: 20), .firstPage(size: 20)])
        #expect(await repository.currentState.comics.count == 5)
    }

    @Test("prewarm, then a load while it runs, sends no duplicate request")
    func prewarmThenLoad() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100), latency: .milliseconds(5))
        let repository = ComicFeedRepository(source: remote(client), bookmarks: InMemoryComicDataSource())
        let prewarm = Task { await repository.prewarm() }
        await client.waitUntilInFlight(1)
        await repository.loadNextPage()
        await repository.prewarm()
        await prewarm.value
        #expect(await client.requests.count == 20)
        #expect(await client.requestedURLs.filter { XKCDRoute(path: $0.path) == .newest }.count == 1)
        #expect(await repository.currentState.comics.map(\.number) == Array((81...100).reversed()))
    }

    @Test("concurrent prewarms load the first page once")
    func concurrentPrewarm() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100), latency: .milliseconds(5))
        let repository = ComicFeedRepository(source: remote(client), bookmarks: InMemoryComicDataSource())
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<5 { group.addTask { await repository.prewarm() } }
        }
        #expect(await client.requests.count == 20)
        #expect(await repository.currentState.comics.count == 20)
    }

    @Test("prewarm marks the comics that are already bookmarked")
    func prewarmReadsBookmarks() async throws {
        let store = InMemoryComicDataSource(comics: comics([3]))
        let repository = InMemoryFeed(source: InMemoryComicDataSource(comics: comics(1...5)), bookmarks: store)
        await repository.prewarm()
        #expect(await repository.currentState.bookmarkedNumbers == [3])
    }

    @Test("a bookmark made in the Latest feed appears in the Bookmarks feed, and un-bookmarking removes it")
    func twoFeedsOneTruth() async throws {
        let store = InMemoryComicDataSource()
        let latest = InMemoryFeed(source: InMemoryComicDataSource(comics: comics(1...50)), bookmarks: store)
        let saved = InMemoryFeed(
            source: store, bookmarks: store, configuration: .init(followsBookmarks: true))
        await latest.loadNextPage()
        await saved.loadNextPage()
        let comic = try #require(await latest.currentState.comics.first { $0.number == 42 })
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await saved.run() }
            let shown = Task { await states(of: saved) { $0.comics.map(\.number) == [42] } }
            try? await latest.setBookmarked(true, comic: comic)
            let seen = await shown.value
            #expect(seen.last?.bookmarkedNumbers == [42])
            #expect(await latest.currentState.isBookmarked(42))

            let removed = Task { await states(of: saved) { $0.comics.isEmpty && $0.bookmarkedNumbers.isEmpty } }
            try? await latest.toggleBookmark(comic)
            #expect(await removed.value.last?.comics == [])
            #expect(await !latest.currentState.isBookmarked(42))
            group.cancelAll()
        }
    }

    @Test("a comic that failed within a page can be retried on its own")
    func retryOneComic() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 30))
        await client.script(Self.base.appendingPathComponent("25/info.0.json"), .status(500))
        let repository = ComicFeedRepository(source: remote(client), bookmarks: InMemoryComicDataSource())
        await repository.loadNextPage()
        #expect(await repository.currentState.failures.map(\.number) == [25])
        #expect(await !repository.currentState.comics.map(\.number).contains(25))
        await repository.retryComic(25)
        let state = await repository.currentState
        #expect(state.failures.isEmpty)
        #expect(state.comics.map(\.number) == Array((11...30).reversed()))
    }

    @Test("cancelling the task that waits for a load cancels the load: quitting never waits on the network")
    func cancelledWaiter() async throws {
        let source = ControllableComicDataSource(InMemoryComicDataSource(comics: comics(1...5)))
        let repository = ComicFeedRepository(source: source, bookmarks: InMemoryComicDataSource())
        await source.hangNextLoad()
        let prewarm = Task { await repository.prewarm() }
        await source.waitUntilHanging()
        prewarm.cancel()
        await prewarm.value
        #expect(await source.cancelledLoads == 1)
        #expect(await repository.currentState.phase == .idle)
        // Nothing is left half-done: a later prewarm loads the first page.
        await repository.prewarm()
        #expect(await repository.currentState.comics.count == 5)
    }
}
