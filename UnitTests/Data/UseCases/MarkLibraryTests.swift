import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// The command line's marks, in process: both kinds through one library.
@Suite("Mark library")
struct MarkLibraryTests {
    /// Comics 1-3 exist, and are cached as the Latest source caches what it serves.
    static func library(_ kind: MarkKind) async throws -> MarkLibrary<InMemoryComicDataSource> {
        let comics = [1, 2, 3].map { makeComic($0) }
        let database = try AppDatabase.inMemory()
        try await ComicCacheStore(database: database).cacheComics(comics)
        return Self.library(kind, database: database, source: InMemoryComicDataSource(comics: comics))
    }

    static func library(
        _ kind: MarkKind, database: AppDatabase, source: InMemoryComicDataSource
    ) -> MarkLibrary<InMemoryComicDataSource> {
        MarkLibrary(
            kind, database: database, library: ComicLibrary(source: source),
            bookmarks: MarkRepository(.bookmark, store: BookmarkStore(database: database)),
            readMarks: MarkRepository(.read, store: ReadMarkStore(database: database)))
    }

    @Test(
        "add marks the new ones, names the ones marked already, and keeps their time",
        arguments: [MarkKind.bookmark, .read])
    func add(kind: MarkKind) async throws {
        let marks = try await Self.library(kind)
        let first = try await marks.add([2])
        #expect(first.added == [2] && first.already.isEmpty)
        let second = try await marks.add([3, 2])
        #expect(second.added == [3])
        #expect(second.already == [2])
        #expect(second.comics.map(\.number) == [3, 2])
        #expect(try await marks.markedNumbers() == [2, 3])
        // Written through the repository the feeds share: it knows at once, without its watcher.
        let repository: any ComicMarkRepository = kind == .bookmark ? marks.bookmarks : marks.readMarks
        #expect(await repository.markedNumbers == [2, 3])
        let listing = try await marks.list()
        #expect(listing.comics.map(\.number).sorted() == [2, 3])
        #expect(listing.notCached.isEmpty)
    }

    @Test("a missing comic marks nothing: all or none", arguments: [MarkKind.bookmark, .read])
    func allOrNone(kind: MarkKind) async throws {
        let marks = try await Self.library(kind)
        await #expect(throws: ComicQueryError.noComic(9)) { try await marks.add([1, 9]) }
        #expect(try await marks.markedNumbers().isEmpty)
    }

    @Test("remove takes all or none; the right store is written for each kind", arguments: [MarkKind.bookmark, .read])
    func remove(kind: MarkKind) async throws {
        let marks = try await Self.library(kind)
        _ = try await marks.add([1, 2])
        await #expect(throws: ComicQueryError.self) { try await marks.remove([1, 3]) }
        #expect(try await marks.markedNumbers() == [1, 2])
        try await marks.remove([1])
        #expect(try await marks.markedNumbers() == [2])
        let other = MarkLibrary(
            kind == .bookmark ? .read : .bookmark, database: marks.database, library: marks.library,
            bookmarks: marks.bookmarks, readMarks: marks.readMarks)
        #expect(try await other.markedNumbers().isEmpty)
    }

    @Test("a mark whose comic is not cached is listed by number, most recent first")
    func notCached() async throws {
        let marks = try await Self.library(.read)
        let entries = [MarkEntry(number: 7, markedAt: 1_000, line: 1), MarkEntry(number: 8, markedAt: 2_000, line: 2)]
        _ = try await marks.importMarks(entries, now: Date())
        _ = try await marks.add([1])
        let listing = try await marks.list()
        #expect(listing.comics.map(\.number) == [1])
        #expect(listing.notCached == [8, 7])
        #expect(listing.marks.map(\.number) == [1, 8, 7])
    }
}
