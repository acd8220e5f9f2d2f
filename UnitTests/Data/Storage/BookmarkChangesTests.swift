import ComicData
import Foundation
import Testing

@Suite("Bookmark changes", .timeLimit(.minutes(1)))
struct BookmarkChangesTests {
    @Test func yieldsTheCurrentSetThenAfterEachSaveAndRemove() async throws {
        let source = LocalComicDataSource(database: try AppDatabase.inMemory())
        try await source.save(makeComic(1))
        var changes = source.changes().makeAsyncIterator()

        #expect(try await changes.next() == [1])

        try await source.save(makeComic(2))
        #expect(try await changes.next() == [1, 2])

        try await source.remove(1)
        #expect(try await changes.next() == [2])

        try await source.remove(2)
        #expect(try await changes.next() == [])
    }

    @Test func yieldsWritesMadeThroughAnotherConnectionToTheFile() async throws {
        try await withTemporaryFolder { folder in
            // Given two databases open on one file, as two xkcd processes would have
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            let watching = LocalComicDataSource(
                database: try AppDatabase(path: path), externalChangeCheckInterval: .milliseconds(10))
            let other = LocalComicDataSource(database: try AppDatabase(path: path))
            var changes = watching.changes().makeAsyncIterator()
            #expect(try await changes.next() == [])

            // When the other one saves and removes, then the watching one sees each change
            try await other.save(makeComic(5))
            #expect(try await changes.next() == [5])

            try await other.save(makeComic(6))
            #expect(try await changes.next() == [5, 6])

            try await other.remove(5)
            #expect(try await changes.next() == [6])

            // And its own writes still show
            try await watching.remove(6)
            #expect(try await changes.next() == [])
        }
    }

    @Test func everySubscriberGetsTheChanges() async throws {
        let source = LocalComicDataSource(database: try AppDatabase.inMemory())
        var first = source.changes().makeAsyncIterator()
        var second = source.changes().makeAsyncIterator()
        #expect(try await first.next() == [])
        #expect(try await second.next() == [])

        try await source.save(makeComic(3))

        #expect(try await first.next() == [3])
        #expect(try await second.next() == [3])
    }
}
