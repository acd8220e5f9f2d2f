import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Paging repository", .timeLimit(.minutes(1)))
struct PagingRepositoryTests {
    static let base = URL(string: "http://stub.test")!

    func comics(_ numbers: some Sequence<Int>) -> [Comic] {
        numbers.map(SyntheticComic.comic(number:))
    }

    func controllable(_ numbers: some Sequence<Int>) -> ControllableComicDataSource<InMemoryComicDataSource> {
        ControllableComicDataSource(InMemoryComicDataSource(comics: comics(numbers)))
    }

    /// The remote's pages, as the Latest feed makes them.
    func remote(_ client: ScriptedNetworkClient) -> LatestComicDataSource<InMemoryComicCache> {
        ComicAPIClient(client: client, configuration: .init(baseURL: Self.base)).pages()
    }

    func page(
        _ numbers: some Sequence<Int>, hasMore: Bool, phase: FeedSnapshot.Phase = .idle, failedPageFollows: Bool = false
    ) -> FeedSnapshot {
        FeedSnapshot(
            feed: .latest, comics: comics(numbers), phase: phase, hasMore: hasMore,
            failedPageFollows: failedPageFollows)
    }

    /// Runs `callers` concurrent calls of `body` while the source holds the
    /// first load in flight; the load goes on only once every caller has started.
    func whileLoadIsHeld(
        _ source: ControllableComicDataSource<some ComicDataSource>, callers: Int,
        _ body: @escaping @Sendable () async -> Void
    ) async {
        let arrivals = Arrivals()
        await source.holdNextLoad()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<callers {
                group.addTask {
                    await arrivals.arrive()
                    await body()
                }
            }
            await source.waitUntilPaused()
            await arrivals.wait(for: callers)
            await source.releaseHeldLoads()
        }
    }

    @Test("pages load in order until the end of the feed, then loading does nothing")
    func pagination() async throws {
        let source = controllable(1...45)
        let repository = ComicFeed(.latest, source: source)
        await repository.loadNextPage()
        #expect(await repository.currentState == page((26...45).reversed(), hasMore: true))
        await repository.loadNextPage()
        await repository.loadNextPage()
        #expect(await repository.currentState == page((1...45).reversed(), hasMore: false))
        await repository.loadNextPage()
        #expect(await source.pageCalls.count == 3)
    }

    @Test("the states run idle, loading, loaded, and a new observer gets the current state first")
    func stateSequence() async throws {
        let repository = ComicFeed(.latest, source: InMemoryComicDataSource(comics: comics(1...5)))
        // Subscribed before loading: the stream buffers every state.
        let stream = await repository.states()
        await repository.loadNextPage()
        let loaded = page((1...5).reversed(), hasMore: false)
        var seen: [FeedSnapshot] = []
        for await state in stream {
            seen.append(state)
            if !state.comics.isEmpty { break }
        }
        #expect(seen == [FeedSnapshot(feed: .latest), page([], hasMore: true, phase: .loading), loaded])
        var late = await repository.states().makeAsyncIterator()
        #expect(await late.next() == loaded)
    }

    @Test("calls made while a load is in flight join it: no page is asked for twice")
    func singleFlight() async throws {
        let source = controllable(1...100)
        let repository = ComicFeed(.latest, source: source)
        await whileLoadIsHeld(source, callers: 10) { await repository.loadNextPage() }
        let calls = await source.pageCalls
        #expect(calls.first == .firstPage(size: 20))
        #expect(Set(calls).count == calls.count)
        let state = await repository.currentState
        #expect(state.comics.count == 20 * calls.count)
        #expect(Set(state.comics.map(\.number)).count == state.comics.count)
    }

    @Test("over the network, concurrent loads send one request per comic")
    func singleFlightRequests() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100))
        let source = ControllableComicDataSource(remote(client))
        let repository = ComicFeed(.latest, source: source)
        await whileLoadIsHeld(source, callers: 10) { await repository.loadNextPage() }
        #expect(await Set(client.requestedURLs).count == client.requests.count)
        #expect(await client.requests.count == 20 * source.pageCalls.count)
    }

    @Test("refresh cancels the load in flight and starts over, keeping the old comics visible")
    func refreshCancels() async throws {
        let source = controllable(1...60)
        let repository = ComicFeed(.latest, source: source)
        await repository.loadNextPage()
        let firstPage = await repository.currentState.comics
        await source.hangNextLoad()
        let secondPage = Task { await repository.loadNextPage() }
        await source.waitUntilPaused()
        let during = await repository.states()
        await repository.refresh()
        await secondPage.value
        #expect(await source.cancelledLoads == 1)
        #expect(await repository.currentState == page((41...60).reversed(), hasMore: true))
        var seenDuringRefresh: [FeedSnapshot] = []
        for await state in during {
            seenDuringRefresh.append(state)
            if state.phase == .idle { break }
        }
        // The next page's load, then the refresh, which says it replaces the comics shown.
        #expect(seenDuringRefresh.map(\.phase) == [.loading, .refreshing, .idle])
        #expect(seenDuringRefresh.allSatisfy { $0.comics == firstPage })
        #expect(
            await source.pageCalls == [
                .firstPage(size: 20), .page(after: .init(below: 41), size: 20), .refreshedFirstPage(size: 20),
            ])
    }

    @Test("refresh replaces the first page and keeps the pages below it; the next page follows them")
    func refreshKeepsPagesBelow() async throws {
        // Given three pages loaded, then two comics published.
        let source = InMemoryComicDataSource(comics: comics(1...60))
        let repository = ComicFeed(.latest, source: source)
        for _ in 1...3 { await repository.loadNextPage() }
        #expect(await repository.currentState.comics.count == 60)
        for comic in comics(61...62) { try await source.save(comic) }
        // When the feed is refreshed.
        await repository.refresh()
        // Then the new comics are on top and nothing below is lost or repeated.
        let numbers = await repository.currentState.comics.map(\.number)
        #expect(numbers == Array((1...62).reversed()))
        #expect(await repository.currentState.hasMore == false)
    }

    @Test("a failed load says why, and retry asks for the same page bookmark")
    func retryAfterFailure() async throws {
        let source = controllable(1...60)
        let repository = ComicFeed(.latest, source: source)
        await repository.loadNextPage()
        let error = ComicLoadError.network(.unreachable(Self.base, reason: "connection refused"))
        await source.failNextLoad(with: error)
        await repository.loadNextPage()
        let failed = page(
            (41...60).reversed(), hasMore: true, phase: .failed(message: error.description), failedPageFollows: true)
        #expect(await repository.currentState == failed)
        await repository.retry()
        #expect(
            await source.pageCalls.suffix(2) == [
                .page(after: .init(below: 41), size: 20), .page(after: .init(below: 41), size: 20),
            ])
        #expect(await repository.currentState == page((21...60).reversed(), hasMore: true))
    }

    @Test("a failed first page is retried as a first page")
    func retryFirstPage() async throws {
        let source = controllable(1...5)
        let repository = ComicFeed(.latest, source: source)
        await source.failNextLoad(with: ComicLoadError.newestComicUnavailable(.httpStatus(503, Self.base)))
        await repository.loadNextPage()
        guard case .failed(let message) = await repository.currentState.phase else {
            Issue.record("expected a failure")
            return
        }
        #expect(message.contains("newest comic"))
        await repository.retry()
        #expect(await source.pageCalls == [.firstPage(size: 20), .firstPage(size: 20)])
        #expect(await repository.currentState == page((1...5).reversed(), hasMore: false))
    }

    @Test("a load made while prewarm's first page is in flight joins it")
    func prewarmThenLoad() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100))
        let source = ControllableComicDataSource(remote(client))
        let repository = ComicFeed(.latest, source: source)
        await source.holdNextLoad()
        let prewarm = Task { await repository.prewarm() }
        await source.waitUntilPaused()
        // The load starts while the first page is held in flight, and is let go after it joined or loaded.
        let load = Task { await repository.loadNextPage() }
        await source.releaseHeldLoads()
        await load.value
        await repository.prewarm()
        await prewarm.value
        #expect(await client.requestedURLs.filter { XKCDRoute(path: $0.path) == .newest }.count == 1)
        #expect(await Set(client.requestedURLs).count == client.requests.count)
        #expect(await repository.currentState.comics.prefix(20).map(\.number) == Array((81...100).reversed()))
    }

    @Test("concurrent prewarms load the first page once")
    func concurrentPrewarm() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100))
        let source = ControllableComicDataSource(remote(client))
        let repository = ComicFeed(.latest, source: source)
        await whileLoadIsHeld(source, callers: 5) { await repository.prewarm() }
        #expect(await source.pageCalls == [.firstPage(size: 20)])
        #expect(await client.requests.count == 20)
        #expect(await repository.currentState.comics.count == 20)
    }

    @Test("a comic that failed within a page can be retried on its own, and goes where its number belongs")
    func retryOneComic() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 30))
        // Failed in the page's first pass and in its second pass over failures.
        await client.script(Self.base.appendingPathComponent("25/info.0.json"), .status(500), .status(500))
        let repository = ComicFeed(.latest, source: remote(client))
        await repository.loadNextPage()
        #expect(await repository.currentState.failures.map(\.number) == [25])
        #expect(await !repository.currentState.comics.map(\.number).contains(25))
        await repository.retryComic(25)
        #expect(await repository.currentState == page((11...30).reversed(), hasMore: true))
    }

    @Test("cancelling the task that waits for a load cancels the load: quitting never waits on the network")
    func cancelledWaiter() async throws {
        let source = controllable(1...5)
        let repository = ComicFeed(.latest, source: source)
        await source.hangNextLoad()
        let prewarm = Task { await repository.prewarm() }
        await source.waitUntilPaused()
        prewarm.cancel()
        await prewarm.value
        #expect(await source.cancelledLoads == 1)
        #expect(await repository.currentState.phase == .idle)
        // Nothing is left half-done: a later prewarm loads the first page.
        await repository.prewarm()
        #expect(await repository.currentState.comics.count == 5)
    }

    @Test("over a source that changes (the bookmarks), run() reloads the comics shown after each change")
    func reloadsWhenItsSourceChanges() async throws {
        let store = InMemoryComicDataSource(comics: comics([3, 1, 2]), order: .newestSavedFirst)
        let repository = ComicFeed(.latest, source: store, pageSize: 2)
        await repository.loadNextPage()
        #expect(await repository.currentState == page([2, 1], hasMore: true))
        let running = Task { await repository.run() }
        defer { running.cancel() }
        try await store.save(SyntheticComic.comic(number: 9))
        // As many comics as were shown, from the top, newest saved first.
        for await state in await repository.states() where state == page([9, 2], hasMore: true) { break }
        try await store.remove(2)
        for await state in await repository.states() where state == page([9, 1], hasMore: true) { break }
        #expect(await repository.currentState == page([9, 1], hasMore: true))
    }

    @Test("over a source that does not change, run() returns at once, asking the source nothing")
    func runReturnsForFixedSources() async throws {
        let source = ControllableComicDataSource(remote(ScriptedNetworkClient(archive: .synthetic(through: 3))))
        let repository = ComicFeed(.latest, source: source)
        await repository.run()
        // Only reached once run() returned: nothing loaded, nothing asked.
        #expect(await source.calls.isEmpty)
        #expect(await repository.currentState == FeedSnapshot(feed: .latest))
    }

    @Test("prewarm prepares the source once, then loads its first page")
    func prewarmPreparesTheSource() async throws {
        let source = controllable(1...3)
        let repository = ComicFeed(.latest, source: source, pageSize: 2)
        await repository.prewarm()
        await repository.prewarm()
        #expect(await source.calls == [.prewarm, .firstPage(size: 2)])
        #expect(await repository.currentState == page([3, 2], hasMore: true))
    }
}
