import ComicData
import ComicTestSupport
import Foundation
import Testing

/// Paging up from pages started at a comic: the newer comics above, a page
/// at a time, with no gap or repeat across the join, until the newest.
@Suite("Newer pages above a start", .timeLimit(.minutes(1)))
struct NewerPagesTests {
    static func numbers(_ state: FeedSnapshot) -> [Int] { state.comics.map(\.number) }

    @Test("in-memory: pages come above the start until the newest, then nothing more is asked")
    func inMemoryUpToNewest() async throws {
        let source = ControllableComicDataSource(
            InMemoryComicDataSource(comics: (1...60).map(SyntheticComic.comic(number:))))
        let repository = ComicFeed(.latest, source: source, pageSize: 10)
        #expect(await repository.currentState.hasNewer == false, "the newest first: nothing above")
        #expect(await repository.start(at: 30))
        #expect(Self.numbers(await repository.currentState) == Array((21...30).reversed()))
        #expect(await repository.currentState.hasNewer)

        await repository.loadNewerPage()
        var state = await repository.currentState
        #expect(Self.numbers(state) == Array((21...40).reversed()))
        #expect(state.hasNewer)
        #expect(state.startNumber == 30, "the start stays where the person went")
        await repository.loadNewerPage()
        await repository.loadNewerPage()
        state = await repository.currentState
        #expect(Self.numbers(state) == Array((21...60).reversed()), "one run: no gap, no repeat")
        #expect(state.hasNewer == false, "60 is the newest")

        let calls = await source.calls.count
        await repository.loadNewerPage()
        #expect(await source.calls.count == calls, "at the newest nothing is asked")
        await repository.loadNextPage()
        #expect(Self.numbers(await repository.currentState) == Array((11...60).reversed()), "pages below follow on")
    }

    /// Latest over the stub's synthetic archive (newest 3104), started at `number`, one newer page loaded.
    static func latestWithNewerPage(from number: Int) async -> (ScriptedNetworkClient, FeedSnapshot) {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 3104))
        let repository = StartAtNumberTests.latest(client)
        await repository.start(at: number)
        await repository.loadNewerPage()
        return (client, await repository.currentState)
    }

    @Test("remote and cached: the numbers above, across 404, which does not exist, and none twice")
    func remoteAcross404() async throws {
        let (client, state) = await Self.latestWithNewerPage(from: 400)
        #expect(Self.numbers(state) == Array((381...420).reversed()).filter { $0 != 404 })
        #expect(state.hasNewer)
        #expect(state.failures.isEmpty)
        #expect(await client.requestCount(for: StartAtNumberTests.base.appending(path: "404/info.0.json")) == 1)
    }

    @Test("remote: the page that reaches the newest stops there, asking for nothing above it")
    func remoteStopsAtNewest() async throws {
        let (client, state) = await Self.latestWithNewerPage(from: 3090)
        #expect(Self.numbers(state) == Array((3071...3104).reversed()))
        #expect(state.hasNewer == false)
        let paths = await client.requests.map(\.url.path)
        #expect(!paths.contains("/3105/info.0.json"))
    }

    @Test("the remote source alone: the numbers above up to the newest, then no page above")
    func remoteSource() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 30))
        let remote = ComicAPIClient(client: client, configuration: .init(baseURL: StartAtNumberTests.base))
        let page = try #require(try await remote.pages().page(before: .init(nextNumber: 12), size: 10))
        #expect(page.comics.map(\.number) == Array((13...22).reversed()))
        #expect(page.newerPageBookmark == .init(nextNumber: 22))
        let top = try #require(try await remote.pages().page(before: .init(nextNumber: 22), size: 10))
        #expect(top.comics.map(\.number) == Array((23...30).reversed()))
        #expect(top.newerPageBookmark == nil)
    }

    @Test("a list started at the newest learns there is nothing above, and stays as it was")
    func startedAtNewest() async throws {
        let repository = ComicFeed(
            .latest, source: InMemoryComicDataSource(comics: (1...30).map(SyntheticComic.comic(number:))), pageSize: 10)
        await repository.start(at: 30)
        #expect(await repository.currentState.hasNewer)
        let comics = await repository.currentState.comics
        await repository.loadNewerPage()
        #expect(await repository.currentState.hasNewer == false)
        #expect(await repository.currentState.comics == comics)
    }

    @Test("offline: the cached comics above, and nothing more above the cache's highest")
    func cacheOnly() async throws {
        let cache = InMemoryComicCache(comics: [60, 50, 48, 47, 10].map(SyntheticComic.comic(number:)))
        let repository = ComicFeed(.latest, source: LatestComicDataSource(cache: cache), pageSize: 2)
        #expect(await repository.start(at: 47))
        #expect(Self.numbers(await repository.currentState) == [47, 10])
        await repository.loadNewerPage()
        #expect(Self.numbers(await repository.currentState) == [50, 48, 47, 10], "the numbers it lacks skipped")
        #expect(await repository.currentState.hasNewer)
        await repository.loadNewerPage()
        #expect(Self.numbers(await repository.currentState) == [60, 50, 48, 47, 10])
        #expect(await repository.currentState.hasNewer == false)
    }

    @Test("cached, the network unreachable: the cached comics above, marked cached")
    func cachedWithoutNetwork() async throws {
        let client = ScriptedNetworkClient { .failure(.unreachable($0.url, reason: "no route")) }
        let cache = InMemoryComicCache(comics: [60, 50, 48, 47, 10].map(SyntheticComic.comic(number:)))
        let repository = ComicFeed(
            .latest,
            source: LatestComicDataSource(
                network: ComicAPIClient(client: client, configuration: .init(baseURL: StartAtNumberTests.base)),
                cache: cache), pageSize: 2)
        #expect(await repository.start(at: 47))
        await repository.loadNewerPage()
        let state = await repository.currentState
        #expect(Self.numbers(state) == [50, 48, 47, 10])
        #expect(state.isFromCache)
        #expect(state.phase == .idle)
        #expect(state.hasNewer)
    }

    @Test("offline over the SQLite cache: the lowest cached comics above, highest first")
    func cacheOnlySQLite() async throws {
        let cache = ComicCacheStore(database: try AppDatabase.inMemory())
        try await cache.cacheComics([60, 50, 48, 47, 10].map(SyntheticComic.comic(number:)), fetchedAt: Date())
        let source = LatestComicDataSource(cache: cache)
        let page = try #require(try await source.page(before: .init(nextNumber: 47), size: 2))
        #expect(page.comics.map(\.number) == [50, 48])
        #expect(page.newerPageBookmark == .init(nextNumber: 50))
        let top = try #require(try await source.page(before: .init(nextNumber: 50), size: 2))
        #expect(top.comics.map(\.number) == [60])
        #expect(top.newerPageBookmark == nil)
    }

    @Test("unread: the unread comics above in the same keyset, read ones skipped, up to the newest")
    func unread() async throws {
        let database = try AppDatabase.inMemory()
        try await ComicCacheStore(database: database).cacheComics(
            (1...20).map(SyntheticComic.comic(number:)), fetchedAt: Date())
        try await ReadMarkStore(database: database).setMarked(true, numbers: [12, 15, 16])
        let repository = ComicFeed(.latest, source: UnreadComicDataSource(database: database), pageSize: 3)
        #expect(await repository.start(at: 10))
        #expect(Self.numbers(await repository.currentState) == [10, 9, 8])
        for _ in 1...4 { await repository.loadNewerPage() }
        let state = await repository.currentState
        #expect(Self.numbers(state) == [20, 19, 18, 17, 14, 13, 11, 10, 9, 8])
        #expect(state.hasNewer == false)
    }

    /// Comics 1–60 in memory, pages of 10, started at 30.
    static func startedAt30() async -> (
        ControllableComicDataSource<InMemoryComicDataSource>,
        ComicFeed<ControllableComicDataSource<InMemoryComicDataSource>>
    ) {
        let source = ControllableComicDataSource(
            InMemoryComicDataSource(comics: (1...60).map(SyntheticComic.comic(number:))))
        let repository = ComicFeed(.latest, source: source, pageSize: 10)
        await repository.start(at: 30)
        return (source, repository)
    }

    @Test("concurrent calls share one load")
    func singleFlight() async throws {
        let (source, repository) = await Self.startedAt30()
        await PagingRepositoryTests().whileLoadIsHeld(source, callers: 3) { await repository.loadNewerPage() }
        let above = await source.calls.filter { if case .page(before:size:) = $0 { true } else { false } }
        #expect(above.count == 1)
        #expect(Self.numbers(await repository.currentState) == Array((21...40).reversed()))
    }

    @Test("a failed newer page says why, keeps the comics, and retry asks for the same page")
    func failureAndRetry() async throws {
        let (source, repository) = await Self.startedAt30()
        await source.failNextLoad(with: ComicLoadError.notFound(31))
        await repository.loadNewerPage()
        var state = await repository.currentState
        #expect(state.phase == .failed(message: String(describing: ComicLoadError.notFound(31))))
        #expect(Self.numbers(state) == Array((21...30).reversed()))
        #expect(state.hasNewer)
        await repository.retry()
        state = await repository.currentState
        #expect(state.phase == .idle)
        #expect(Self.numbers(state) == Array((21...40).reversed()))
        let bookmark = try #require(source.pageBookmark(startingAt: 30))
        #expect(await source.calls.filter { $0 == .page(before: bookmark, size: 10) }.count == 2)
    }

    @Test("a start elsewhere while a newer page loads: the page is dropped, not put above the new start")
    func supersededByStart() async throws {
        let (source, repository) = await Self.startedAt30()
        await source.hangNextLoad()
        async let newer: Void = repository.loadNewerPage()
        await source.waitUntilPaused()
        await repository.start(at: 10)
        await newer
        #expect(Self.numbers(await repository.currentState) == Array((1...10).reversed()))
    }
}
