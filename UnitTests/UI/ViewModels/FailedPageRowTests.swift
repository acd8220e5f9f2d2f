import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Synchronization
import Testing

@Suite("The network lost in the middle of a feed", .timeLimit(.minutes(1)))
struct FailedPageRowTests {
    static let base = URL(string: "http://stub.test")!

    /// Whether the network is down, shared with the scripted client's route.
    final class Switch: Sendable {
        let isOn = Mutex(false)
    }

    /// A network that can be switched off: then every request finds the host unreachable.
    struct Network: Sendable {
        let isDown = Switch()
        let client: ScriptedNetworkClient

        init(archive: ComicArchive) {
            let isDown = isDown
            client = ScriptedNetworkClient { request in
                if isDown.isOn.withLock({ $0 }) {
                    return .failure(.unreachable(request.url, reason: "connection refused"))
                }
                switch XKCDRoute(path: request.url.path) {
                case .newest: return archive.newest.flatMap { archive.bodies[$0] }.map { .json($0) } ?? .status(404)
                case .comic(let number): return archive.bodies[number].map { .json($0) } ?? .status(404)
                case nil: return .status(404)
                }
            }
        }

        func set(down: Bool) { isDown.isOn.withLock { $0 = down } }
    }

    /// The reader's Latest list over the app's stack: retries (no waiting), the cache, pages, the marks.
    func latestList<Cache: ComicCache>(_ network: Network, cache: Cache) -> ComicFeed<LatestComicDataSource<Cache>> {
        let remote = ComicAPIClient(
            client: RetryingNetworkClient(base: network.client, sleep: { _ in }),
            configuration: .init(baseURL: Self.base), sleep: { _ in })
        return ComicFeed(.latest, source: LatestComicDataSource(network: remote, cache: cache), marks: [])
    }

    /// Runs the feed while `body` acts on it.
    func running<Cache: ComicCache>(
        _ feed: ComicFeed<LatestComicDataSource<Cache>>,
        _ body: (ComicFeed<LatestComicDataSource<Cache>>) async throws -> Void
    ) async throws {
        let running = Task { await feed.run() }
        defer { running.cancel() }
        try await body(feed)
    }

    /// Starts the feed as the reader does: cached comics at once, then the first page.
    func start(_ feed: some ComicRepository) async {
        await feed.showCachedFirstPage()
        await feed.prewarm()
    }

    /// The first snapshot the feed publishes that `predicate` accepts.
    func state(
        of feed: some ComicRepository, where predicate: @Sendable (FeedSnapshot) -> Bool
    ) async -> FeedSnapshot? {
        for await state in await feed.states() where predicate(state) { return state }
        return nil
    }

    static func failedPages(_ state: FeedSnapshot) -> [FeedRow] {
        state.rows.filter { if case .failedPage = $0.content { true } else { false } }
    }

    static func comicCount(_ state: FeedSnapshot) -> Int {
        state.rows.count { if case .comic = $0.content { true } else { false } }
    }

    @Test("a next page whose every comic is unreachable is one failed-page row, not 20; retrying loads the page")
    func oneRowForTheWholePage() async throws {
        let network = Network(archive: .synthetic(through: 100))
        try await running(latestList(network, cache: InMemoryComicCache())) { feed in
            // Given a first page loaded with the network up.
            await start(feed)
            _ = await state(of: feed) { Self.comicCount($0) == 20 }

            // When the network goes away and the next page loads.
            network.set(down: true)
            await feed.loadNextPage()
            let lost = try #require(await state(of: feed) { !Self.failedPages($0).isEmpty })

            // Then the 20 comics stay, followed by one row for the page, readable on one line.
            #expect(Self.comicCount(lost) == 20)
            #expect(lost.rows.count == 21)
            let row = try #require(Self.failedPages(lost).first)
            #expect(
                row.content
                    == .failedPage(reason: "could not load 20 comics: cannot reach stub.test: connection refused"))
            #expect(row.number == 80)

            // When the network is back and the page is retried, it loads whole.
            network.set(down: false)
            await feed.retry()
            let loaded = try #require(await state(of: feed) { Self.comicCount($0) == 40 })
            #expect(loaded.rows.map(\.number) == Array((61...100).reversed()))
            #expect(loaded.phase == .idle && !loaded.isOffline)
        }
    }

    @Test("offline from the cache, then past its end: one failed-page row; retrying loads the page and leaves Offline")
    func retryLeavesOffline() async throws {
        // Given a cache holding a page's worth of comics below 80 (from an earlier run, say).
        let network = Network(archive: .synthetic(through: 100))
        let cache = InMemoryComicCache(comics: (60...79).map(SyntheticComic.comic(number:)))
        try await running(latestList(network, cache: cache)) { feed in
            await start(feed)
            _ = await state(of: feed) { Self.comicCount($0) == 20 }

            // When the network goes away: the second page comes from the cache, marked Offline.
            network.set(down: true)
            await feed.loadNextPage()
            let offline = try #require(await state(of: feed) { Self.comicCount($0) == 40 })
            #expect(offline.isOffline)
            #expect(offline.hasMore)

            // And past the cache's end the feed does not end: one row for the page that could not load.
            await feed.loadNextPage()
            let lost = try #require(await state(of: feed) { !Self.failedPages($0).isEmpty })
            #expect(lost.rows.count == 41)
            #expect(Self.failedPages(lost).count == 1)

            // When the network is back, retrying loads the page, and the status line no longer says Offline.
            network.set(down: false)
            await feed.retry()
            let loaded = try #require(await state(of: feed) { Self.comicCount($0) == 60 })
            #expect(loaded.rows.map(\.number) == Array((40...100).reversed()).filter { $0 != 80 })
            #expect(loaded.phase == .idle && !loaded.isOffline)
            #expect(Self.failedPages(loaded).isEmpty)
        }
    }

    @Test("through curl, a server gone between two pages: the next page fails as one page, and loads once it is back")
    func serverGone() async throws {
        let server = StubXKCDServer(archive: .synthetic(through: 100))
        var base = try await server.start()
        let client = RetryingNetworkClient(base: CurlNetworkClient(), sleep: { _ in })
        let first = try await ComicAPIClient(
            client: client, configuration: .init(baseURL: base), sleep: { _ in }
        )
        .pages().firstPage(size: 20)
        let bookmark = try #require(first.nextPageBookmark)
        await server.stop()
        let remote = ComicAPIClient(client: client, configuration: .init(baseURL: base), sleep: { _ in }).pages()
        do {
            let page = try await remote.page(after: bookmark, size: 20)
            Issue.record(
                "a page came from a stopped server: \(page.comics.count) comics, \(page.failures.count) failures")
        } catch let error as ComicLoadError {
            guard case .pageUnavailable(.unreachable, comics: 20) = error else {
                Issue.record("not one failure for the page: \(error)")
                return
            }
        }
        base = try await server.start()
        let back = try? await ComicAPIClient(
            client: client, configuration: .init(baseURL: base), sleep: { _ in }
        )
        .pages().page(after: bookmark, size: 20)
        await server.stop()
        #expect(back?.comics.map(\.number) == Array((61...80).reversed()))
    }

    @Test("comics failing for different reasons keep their own rows")
    func differentFailuresStayPerComic() async throws {
        let network = Network(archive: .synthetic(through: 100))
        let url = Self.base.appendingPathComponent("75/info.0.json")
        await network.client.script(
            url, .status(500), .status(500), .status(500), .status(500), .status(500), .status(500))
        try await running(latestList(network, cache: InMemoryComicCache())) { feed in
            await start(feed)
            _ = await state(of: feed) { Self.comicCount($0) == 20 }
            await feed.loadNextPage()
            let loaded = try #require(await state(of: feed) { Self.comicCount($0) == 39 })
            #expect(Self.failedPages(loaded).isEmpty)
            let reason = ComicLoadError.httpStatus(500, url).description
            #expect(loaded.rows.first { $0.number == 75 }?.content == .failed(reason: reason))
        }
    }
}
