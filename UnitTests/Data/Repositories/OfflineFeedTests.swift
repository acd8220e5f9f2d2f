import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Feeds after the network goes away", .timeLimit(.minutes(1)))
struct OfflineFeedTests {
    @Test(
        "server stopped after a first browse: Latest shows cached comics marked cached; Bookmarks and bookmarking still work"
    )
    func serverStoppedAfterBrowsing() async throws {
        // Given a first browse of two pages with the server up, and one bookmark.
        let database = try AppDatabase.inMemory()
        let store = LocalComicDataSource(database: database)
        let server = StubXKCDServer(archive: try .small)
        let base = try await server.start()
        let remote = ComicAPIClient(
            client: RetryingNetworkClient(base: CurlNetworkClient(), sleep: { _ in }),
            configuration: .init(baseURL: base))
        let bookmarks = MarkRepository(.bookmark, store: store)
        let latest = ComicFeed(
            .latest, source: LatestComicDataSource(network: remote, cache: ComicCacheStore(database: database)),
            marks: [bookmarks])
        let saved = ComicFeed(.latest, source: store, marks: [bookmarks])
        await latest.prewarm()
        await latest.loadNextPage()
        let browsed = await latest.currentState.comics
        #expect(browsed.count == 39)
        #expect(await latest.currentState.isFromCache == false)
        let naive = try #require(browsed.first { $0.number == 409 })
        try await bookmarks.setMarked(true, comic: naive)

        // When the server goes away and the feed is refreshed.
        await server.stop()
        await latest.refresh()

        // Then the Latest feed shows the cached comics, newest first, marked as
        // cached: the cache's first page on top, the rows browsed below it kept.
        let offline = await latest.currentState
        #expect(offline.isFromCache)
        #expect(offline.phase == .idle)
        #expect(offline.comics.map(\.number) == browsed.map(\.number))
        #expect(offline.isBookmarked(409))

        // And the Bookmarks feed works fully, following bookmarks made in Latest.
        await saved.prewarm()
        #expect(await saved.currentState.comics.map(\.number) == [409])
        let roll = try #require(offline.comics.first { $0.number == 400 })
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await saved.run() }
            try? await bookmarks.setMarked(true, comic: roll)
            for await state in await saved.states() where Set(state.comics.map(\.number)) == [400, 409] { break }
            try? await bookmarks.setMarked(false, comic: naive)
            for await state in await saved.states() where state.comics.map(\.number) == [400] { break }
            group.cancelAll()
        }
        #expect(await saved.currentState.comics.map(\.number) == [400])
        #expect(try await store.contains(400))
        #expect(try await !store.contains(409))
    }
}
