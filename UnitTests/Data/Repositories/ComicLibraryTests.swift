import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Comic library: the command line's lookups", .timeLimit(.minutes(1)))
struct ComicLibraryTests {
    func library(_ numbers: [Int]) -> (ComicLibrary<InMemoryComicDataSource>, InMemoryComicDataSource) {
        let source = InMemoryComicDataSource(comics: numbers.map(SyntheticComic.comic(number:)))
        return (ComicLibrary(source: source), source)
    }

    @Test("comic numbers start at 1; a missing comic is named; the newest is the source's first")
    func lookups() async throws {
        let (library, _) = library([1, 2])
        await #expect(throws: ComicQueryError.belowFirstNumber(0)) { try await library.comic(0) }
        await #expect(throws: ComicQueryError.noComic(3)) { try await library.comic(3) }
        #expect(try await library.comic(2).number == 2)
        #expect(try await library.newestComic().number == 2)
        await #expect(throws: ComicLoadError.noCachedComics) { try await self.library([]).0.newestComic() }
    }

    @Test("several comics come back in the order asked, or the first missing one fails them all")
    func severalAllOrNone() async throws {
        let (library, _) = library([1, 2, 3, 4])
        #expect(try await library.comics([4, 1, 3]).map(\.number) == [4, 1, 3])
        await #expect(throws: ComicQueryError.noComic(9)) { try await library.comics([2, 9, 10]) }
        #expect(try await library.comics([]).isEmpty)
    }

    @Test("a source that cannot tell (the cache, offline) has its error passed on, not turned into 'no comic'")
    func sourceErrorsPassThrough() async throws {
        let cache = InMemoryComicCache(comics: [SyntheticComic.comic(number: 2)])
        let offline = ComicLibrary(source: LatestComicDataSource(cache: cache))
        #expect(try await offline.comic(2).number == 2)
        await #expect(throws: ComicLoadError.notCached(3)) { try await offline.comic(3) }
        await #expect(throws: ComicLoadError.notCached(3)) { try await offline.comics([2, 3]) }
    }

    @Test("bookmarks add is the library's lookup then the store's one transaction: a missing comic saves nothing")
    func bookmarksAddAllOrNone() async throws {
        let database = try AppDatabase.inMemory()
        let store = LocalComicDataSource(database: database)
        let bookmarks = database.bookmarkRepository()
        let (library, _) = library([1, 2, 3, 4])
        try await bookmarks.add(try await library.comics([3]))
        await #expect(throws: ComicQueryError.noComic(9)) {
            try await bookmarks.add(try await library.comics([2, 9]))
        }
        #expect(try await store.markedNumbers() == [3])

        // Removing one that is not bookmarked removes nothing, in the same transaction as the check.
        try await bookmarks.add(try await library.comics([1, 4]))
        await #expect(throws: ComicQueryError.notBookmarked([2])) { try await bookmarks.remove(exactly: [1, 2]) }
        #expect(try await store.markedNumbers() == [1, 3, 4])
        #expect(try await store.allComics().map(\.number).first == 4)
        try await bookmarks.remove(exactly: [1, 3])
        #expect(try await store.markedNumbers() == [4])
    }
}
