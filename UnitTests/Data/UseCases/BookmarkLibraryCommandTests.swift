import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// `bookmarks list`, `import` and `images` decided in process: what each
/// fetches, refuses and reports, without starting the binary.
@Suite("Bookmark library's commands", .timeLimit(.minutes(1)))
struct BookmarkLibraryCommandTests {
    @Test("a listing fetches what it lacks; a number that is no comic is named, not waiting")
    func listing() async throws {
        let database = try AppDatabase.inMemory()
        try await BookmarkLibraryTests.imported([3, 404], into: database)
        let library = BookmarkLibraryTests.library(database, client: ScriptedNetworkClient(archive: try .small))

        let listing = try await library.listing()

        #expect(listing.marks.comics.map(\.number) == [3])
        #expect(listing.marks.notCached == [404])
        #expect(listing.noSuchComic == [404])
        #expect(listing.waiting.isEmpty)
    }

    @Test("offline, a listing fetches nothing and every uncached bookmark waits")
    func offlineListing() async throws {
        let database = try AppDatabase.inMemory()
        try await BookmarkLibraryTests.imported([3, 404], into: database)

        let listing = try await BookmarkLibraryTests.library(database, client: nil).listing()

        #expect(listing.noSuchComic.isEmpty)
        #expect(Set(listing.waiting) == [3, 404])
    }

    @Test("an import's numbers that are no comic lose their bookmark; an older phantom is only named")
    func importSkips() async throws {
        let database = try AppDatabase.inMemory()
        try await BookmarkLibraryTests.imported([404, 3, 100_000], into: database)
        let library = BookmarkLibraryTests.library(database, client: ScriptedNetworkClient(archive: try .small))

        // 404 was bookmarked before this import, which brought 3 and 100000.
        let result = try await library.fetchImported([3, 100_000]) { try await $0.run(numbers: $1) }

        #expect(result.skipped == [100_000])
        #expect(result.failure == nil)
        #expect(try await BookmarkStore(database: database).markedNumbers() == [3, 404])
    }

    @Test("an import whose fetch cannot reach the server keeps every bookmark and says why")
    func importFetchFails() async throws {
        let database = try AppDatabase.inMemory()
        try await BookmarkLibraryTests.imported([3], into: database)
        let library = BookmarkLibraryTests.library(database, client: ScriptedNetworkClient(archive: try .small))

        let result = try await library.fetchImported([3]) { _, _ in throw ComicLoadError.noCachedComics }

        #expect(result.failure == .noCachedComics)
        #expect(result.fetched == nil)
        #expect(try await BookmarkStore(database: database).markedNumbers() == [3])
    }

    @Test("images: listed without fetching; fetched, the saved ones leave the list and the failures say why")
    func images() async throws {
        let database = try AppDatabase.inMemory()
        let client = ScriptedNetworkClient(archive: try .small)
        let library = BookmarkLibraryTests.library(database, client: client)
        try await BookmarkLibraryTests.imported([3, 4], into: database)
        _ = try await library.fetchUncached { try await $0.run(numbers: $1) }

        let before = try await library.imageReport(fetchingWith: nil)
        #expect(before.saved == nil)
        #expect(Set(before.missing.map(\.comic.number)) == [3, 4])
        #expect(before.missing.allSatisfy { $0.reason == nil })

        // Comic 4's image answers; comic 3's is not found.
        let imageOf4 = try #require(URL(string: SyntheticComic.api(number: 4).img))
        await client.script(
            imageOf4, .response(NetworkResponse(statusCode: 200, headers: [:], body: try ImageFixtures.png)))
        let loader = ComicImageLoader(client: client, database: database)
        let after = try await library.imageReport(fetchingWith: loader)
        #expect(after.saved == 1)
        #expect(after.missing.map(\.comic.number) == [3])
        #expect(after.missing.first?.reason == .httpStatus(404))
        #expect(after.notCached.isEmpty)
    }
}
