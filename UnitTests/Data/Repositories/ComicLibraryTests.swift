import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Comic library: the command line's lookups", .timeLimit(.minutes(1)))
struct ComicLibraryTests {
    /// A random source that hands out chosen values in turn.
    struct ScriptedRandom: RandomNumberGenerator {
        var values: [UInt64]

        mutating func next() -> UInt64 {
            values.isEmpty ? 0 : values.removeFirst()
        }

        /// The value that makes `Int.random(in: range)` pick `wanted` (the middle of its share).
        static func picking(_ wanted: Int, in range: ClosedRange<Int>) -> UInt64 {
            let share = UInt64.max / UInt64(range.count)
            return share * UInt64(wanted - range.lowerBound) + share / 2
        }
    }

    func library(
        latest numbers: [Int], cached: [Int] = [], usesNetwork: Bool = true
    ) async throws -> (ComicLibrary<InMemoryComicDataSource>, LocalComicDataSource) {
        let database = try AppDatabase.inMemory()
        try await database.cacheComics(cached.map(SyntheticComic.comic(number:)))
        let bookmarks = LocalComicDataSource(database: database)
        let latest = InMemoryComicDataSource(comics: numbers.map(SyntheticComic.comic(number:)))
        return (ComicLibrary(latest: latest, bookmarks: bookmarks, usesNetwork: usesNetwork), bookmarks)
    }

    @Test("a random comic draws again when it hits a missing number, using the random source it is given")
    func randomDrawsAgainOnAGap() async throws {
        let (library, _) = try await library(latest: [1, 2, 3, 5])
        var random = ScriptedRandom(values: [
            ScriptedRandom.picking(4, in: 1...5), ScriptedRandom.picking(2, in: 1...5),
        ])
        #expect(try await library.randomComic(using: &random).number == 2)
        #expect(random.values.isEmpty)
    }

    @Test("a random comic gives up after a bounded number of draws")
    func randomGivesUp() async throws {
        let (library, _) = try await library(latest: [1, 5])
        var random = ScriptedRandom(values: Array(repeating: ScriptedRandom.picking(3, in: 1...5), count: 20))
        await #expect(throws: ComicQueryError.noRandomComic(draws: 10)) {
            try await library.randomComic(using: &random)
        }
    }

    @Test("offline, a random comic is drawn among the cached ones")
    func randomOffline() async throws {
        // The Latest source reads the cache only, as it does offline.
        let (library, _) = try await library(latest: [10, 20, 30], cached: [10, 20, 30], usesNetwork: false)
        var random = ScriptedRandom(values: [ScriptedRandom.picking(1, in: 0...2)])
        // Cached numbers come highest first: index 1 is 20.
        #expect(try await library.randomComic(using: &random).number == 20)
        #expect(random.values.isEmpty)
    }

    @Test("comic numbers start at 1; a missing comic says whether the network was asked")
    func lookups() async throws {
        let (online, _) = try await library(latest: [1, 2])
        await #expect(throws: ComicQueryError.belowFirstNumber(0)) { try await online.comic(0) }
        await #expect(throws: ComicQueryError.noComic(3)) { try await online.comic(3) }
        #expect(try await online.comic(2).number == 2)
        #expect(try await online.newestComic().number == 2)
        let (offline, _) = try await library(latest: [1], usesNetwork: false)
        await #expect(throws: ComicQueryError.notCached(3)) { try await offline.comic(3) }
    }

    @Test("bookmarks: add all or none, list newest saved first, remove all or none")
    func bookmarks() async throws {
        let (library, store) = try await library(latest: [1, 2, 3, 4])
        try await library.addBookmarks([3])
        try await library.addBookmarks([1, 4])
        await #expect(throws: ComicQueryError.noComic(9)) { try await library.addBookmarks([2, 9]) }
        #expect(try await library.bookmarkedNumbers() == [1, 3, 4])
        #expect(try await library.bookmarkedComics().map(\.number).first == 4)
        #expect(try await library.isBookmarked(3))

        // Removing one that is not bookmarked removes nothing, in the same transaction as the check.
        await #expect(throws: ComicQueryError.notBookmarked([2])) { try await library.removeBookmarks([1, 2]) }
        #expect(try await store.markedNumbers() == [1, 3, 4])
        try await library.removeBookmarks([1, 3])
        #expect(try await store.markedNumbers() == [4])
    }
}
