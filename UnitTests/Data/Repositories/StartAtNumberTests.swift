import ComicData
import ComicTestSupport
import Foundation
import Testing

/// Pages that start at a comic (go to): a first page whose bookmark is the
/// comic's number, then the pages below it, and back to the newest.
@Suite("Pages starting at a comic", .timeLimit(.minutes(1)))
struct StartAtNumberTests {
    static let base = URL(string: "http://stub.test")!

    static func latest(
        _ client: ScriptedNetworkClient, cache: InMemoryComicCache = InMemoryComicCache()
    ) -> ComicFeed<LatestComicDataSource<InMemoryComicCache>> {
        ComicFeed(
            .latest,
            source: LatestComicDataSource(
                network: ComicAPIClient(client: client, configuration: .init(baseURL: Self.base)), cache: cache))
    }

    @Test("Latest starts at 405 with one round of requests for 405 and below; next pages follow; nil goes back")
    func latestStartsAtNumber() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 3104))
        let repository = Self.latest(client)
        await repository.loadNextPage()
        #expect(await repository.currentState.startNumber == nil)
        let before = await client.requests.count

        #expect(await repository.start(at: 405))
        var state = await repository.currentState
        // 404 is missing, as on xkcd.com.
        #expect(state.comics.map(\.number) == [405] + Array((386...403).reversed()))
        #expect(state.startNumber == 405)
        #expect(state.hasMore)
        let paths = await client.requests.dropFirst(before).map(\.url.path)
        #expect(!paths.contains("/info.0.json"), "no newest number needed")
        #expect(Set(paths) == Set((386...405).map { "/\($0)/info.0.json" }))

        await repository.loadNextPage()
        state = await repository.currentState
        #expect(state.comics.last?.number == 366)
        #expect(state.startNumber == 405, "later pages follow on from it")

        #expect(await repository.start(at: nil))
        state = await repository.currentState
        #expect(state.comics.first?.number == 3104)
        #expect(state.comics.count == 20)
        #expect(state.startNumber == nil)
    }

    @Test("a refresh starts at the newest again")
    func refreshGoesToNewest() async throws {
        let repository = Self.latest(ScriptedNetworkClient(archive: .synthetic(through: 300)))
        await repository.start(at: 40)
        #expect(await repository.currentState.startNumber == 40)
        await repository.refresh()
        let state = await repository.currentState
        #expect(state.startNumber == nil)
        #expect(state.comics.first?.number == 300)
    }

    @Test("offline, the page comes from the cache at and below the number")
    func offlineFromCache() async throws {
        let cache = InMemoryComicCache(comics: [50, 48, 47, 10].map(SyntheticComic.comic(number:)))
        let repository = ComicFeed(.latest, source: LatestComicDataSource(cache: cache))
        #expect(await repository.start(at: 49))
        let state = await repository.currentState
        #expect(state.comics.map(\.number) == [48, 47, 10])
        #expect(state.isFromCache)
        #expect(state.startNumber == 49)
    }

    @Test("a feed not ordered by number (Bookmarks) cannot start at one: nothing changes")
    func savedOrderRefuses() async throws {
        let source = InMemoryComicDataSource(
            comics: [7, 3, 5].map(SyntheticComic.comic(number:)), order: .newestSavedFirst)
        let repository = ComicFeed(.latest, source: source)
        await repository.loadNextPage()
        let before = await repository.currentState
        #expect(await repository.start(at: 5) == false)
        #expect(await repository.currentState == before)
    }

    @Test("each number-ordered source's bookmark for a page starting at N")
    func bookmarks() async throws {
        let remote = ComicAPIClient(client: ScriptedNetworkClient(archive: .synthetic(through: 5))).pages()
        #expect(remote.pageBookmark(startingAt: 405) == .init(nextNumber: 405))
        #expect(remote.pageBookmark(startingAt: 0) == nil)
        let memory = InMemoryComicDataSource(comics: (1...30).map(SyntheticComic.comic(number:)))
        let page = try await memory.page(after: try #require(memory.pageBookmark(startingAt: 12)), size: 3)
        #expect(page.comics.map(\.number) == [12, 11, 10])
        let database = try AppDatabase.inMemory()
        #expect(UnreadComicDataSource(database: database).pageBookmark(startingAt: 12) == .init(below: 13))
    }

    @Test("the feed carries where its pages start")
    func feedCarriesStart() async throws {
        let source = InMemoryComicDataSource(comics: (1...60).map(SyntheticComic.comic(number:)))
        let feed = ComicFeed(.latest, source: source, marks: [])
        #expect(await feed.start(at: 30))
        let state = await feed.currentState
        #expect(state.startNumber == 30)
        #expect(state.comics.first?.number == 30)
    }
}
