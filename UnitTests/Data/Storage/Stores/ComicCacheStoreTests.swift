import ComicData
import Foundation
import Testing

@Suite("Comic cache")
struct ComicCacheStoreTests {
    private let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func cachedComicIsRebuiltFromTheRawValues() async throws {
        let database = try AppDatabase.inMemory()
        let raw = APIComic(
            num: 259, title: "Clich&eacute;d", safeTitle: "Clichd", alt: "Fight clich&eacute;s.",
            img: "https://imgs.xkcd.com/comics/c.png", transcript: "T", link: "https://xkcd.com/259/", news: "N",
            year: "2007", month: "5", day: "9")

        try await ComicCacheStore(database: database).cacheComics([Comic(raw: raw)], fetchedAt: fetchedAt)

        let cached = try #require(try await ComicCacheStore(database: database).cachedComic(259))
        #expect(cached == Comic(raw: raw))
        #expect(cached.title == "Clichéd")
    }

    @Test func pagesOfCachedComicsRunHighestFirstBelowANumber() async throws {
        let database = try AppDatabase.inMemory()
        try await ComicCacheStore(database: database).cacheComics(
            [3, 9, 1, 7, 5, 8].map { makeComic($0) }, fetchedAt: fetchedAt)

        #expect(
            try await ComicCacheStore(database: database).cachedComics(below: 8, limit: 3).map(\.number) == [7, 5, 3])
        #expect(try await ComicCacheStore(database: database).cachedComics(below: 3, limit: 3).map(\.number) == [1])
        #expect(try await ComicCacheStore(database: database).cachedComics(below: 1, limit: 3).isEmpty)
        #expect(try await ComicCacheStore(database: database).highestCachedNumber() == 9)
    }

    @Test func emptyCacheHasNoHighestNumber() async throws {
        #expect(try await ComicCacheStore(database: AppDatabase.inMemory()).highestCachedNumber() == nil)
    }

    @Test func batchWithARefusedComicStoresNothing() async throws {
        // Given a cached comic
        let database = try AppDatabase.inMemory()
        try await ComicCacheStore(database: database).cacheComics([makeComic(5, title: "Before")], fetchedAt: fetchedAt)

        // When a batch updating it fails on its third comic (numbers start at 1)
        let batch = [makeComic(5, title: "After"), makeComic(6), makeComic(0), makeComic(7)]
        await #expect(throws: StorageError.self) {
            try await ComicCacheStore(database: database).cacheComics(batch, fetchedAt: fetchedAt)
        }

        // Then nothing of the batch was stored
        #expect(try await ComicCacheStore(database: database).cachedComic(5)?.title == "Before")
        #expect(try await ComicCacheStore(database: database).cachedComic(6) == nil)
        #expect(try await ComicCacheStore(database: database).highestCachedNumber() == 5)
    }

    @Test func cachingABookmarkedComicKeepsItsBookmark() async throws {
        let database = try AppDatabase.inMemory()
        let bookmarks = LocalComicDataSource(database: database)
        try await database.bookmark([makeComic(1), makeComic(2)], now: { SteppingClock.start })

        try await ComicCacheStore(database: database).cacheComics(
            [makeComic(2, title: "Fetched again")], fetchedAt: fetchedAt)

        #expect(try await bookmarks.allPages(size: 10) == [[2, 1]])
        #expect(try await bookmarks.comic(2)?.title == "Fetched again")
    }
}
