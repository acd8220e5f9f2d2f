import ComicData
import ComicTestSupport
import Foundation
import Testing

/// The reader's warm start at the repository: the cached comics at once,
/// marked as refreshing, then the network's first page over them.
@Suite("Cache-first start", .timeLimit(.minutes(1)))
struct CachedStartTests {
    static let base = URL(string: "http://stub.test")!

    func feed(
        _ client: ScriptedNetworkClient, cached numbers: some Sequence<Int>, pageSize: Int = 10
    ) -> ComicFeed<LatestComicDataSource<InMemoryComicCache>> {
        let cache = InMemoryComicCache(comics: numbers.map(SyntheticComic.comic(number:)))
        let remote = ComicAPIClient(client: client, configuration: .init(baseURL: Self.base))
        return ComicFeed(.latest, source: LatestComicDataSource(network: remote, cache: cache), pageSize: pageSize)
    }

    /// The reader's order: the cached page, then prewarm's first page.
    func warmStart(_ repository: ComicFeed<some ComicDataSource>) async -> FeedSnapshot {
        await repository.showCachedFirstPage()
        await repository.prewarm()
        return await repository.currentState
    }

    @Test(
        "a silent server: five pages of cached comics are in the state at once, refreshing, while the first page waits")
    func silentServer() async throws {
        let client = ScriptedNetworkClient { _ in .hang }
        let repository = feed(client, cached: 1...100)
        await repository.showCachedFirstPage()
        let prewarm = Task { await repository.prewarm() }
        await client.waitUntilInFlight(1)
        let state = await repository.currentState
        #expect(state.comics.map(\.number) == Array((51...100).reversed()))
        #expect(state.phase == .refreshing)
        #expect(state.isFromCache)
        prewarm.cancel()
        await prewarm.value
    }

    @Test("the network's first page replaces the cached one: new comics on top, the cached rows below it stay")
    func replacedByTheNetwork() async throws {
        let repository = feed(ScriptedNetworkClient(archive: .synthetic(through: 102)), cached: 1...100)
        let state = await warmStart(repository)
        #expect(state.comics.map(\.number) == Array((51...102).reversed()))
        #expect(state.phase == .idle && !state.isFromCache)
        // The feed goes on below the cached rows.
        await repository.loadNextPage()
        #expect(await repository.currentState.comics.map(\.number) == Array((41...102).reversed()))
    }

    @Test("the network unreachable: the cached comics stay, offline, not failed")
    func unreachable() async throws {
        let client = ScriptedNetworkClient { .failure(.unreachable($0.url, reason: "connection refused")) }
        let state = await warmStart(feed(client, cached: 1...100))
        #expect(state.comics.map(\.number) == Array((51...100).reversed()))
        #expect(state.phase == .idle && state.isFromCache)
    }

    @Test("a load asked for while the cached comics show is the first page proper, not the page after them")
    func loadWhileStandingIn() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 101))
        let repository = feed(client, cached: 1...100)
        await repository.showCachedFirstPage()
        await repository.loadNextPage()
        #expect(await repository.currentState.comics.map(\.number) == Array((51...101).reversed()))
    }

    @Test("an empty cache, or comics already shown: nothing is stood in")
    func nothingToShow() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 30))
        let empty = feed(client, cached: [Int]())
        await empty.showCachedFirstPage()
        #expect(await empty.currentState.comics.isEmpty)

        let loaded = feed(client, cached: 1...20)
        await loaded.prewarm()
        await loaded.showCachedFirstPage()
        let state = await loaded.currentState
        #expect(state.comics.map(\.number) == Array((21...30).reversed()))
        #expect(state.phase == .idle && !state.isFromCache)
    }

    @Test("a comic the cache lacks ends the cached rows: the pages after them fetch it, in its place")
    func gapEndsTheStandIn() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100))
        let repository = feed(client, cached: (1...100).filter { $0 != 85 })
        await repository.showCachedFirstPage()
        #expect(await repository.currentState.comics.map(\.number) == Array((86...100).reversed()))
        await repository.prewarm()
        await repository.loadNextPage()
        #expect(await repository.currentState.comics.map(\.number) == Array((76...100).reversed()))
    }
}
