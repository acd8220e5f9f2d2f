import Foundation
import Testing

@testable import ComicData

@Suite("Read marks in SQLite", .timeLimit(.minutes(1)))
struct ReadMarkStoreTests {
    private func makeStore(clock: SteppingClock = SteppingClock()) throws -> ReadMarkStore {
        ReadMarkStore(database: try AppDatabase.inMemory(), now: { clock.now() })
    }

    @Test func markedComicsAreReadUntilUnmarked() async throws {
        let store = try makeStore()
        let marks = MarkRepository(.read, store: store)

        try await marks.setMarked(true, numbers: [3, 5])

        #expect(try await store.markedNumbers() == [3, 5])
        #expect(try await store.contains(3))
        #expect(try await !store.contains(4))

        try await marks.setMarked(false, numbers: [3, 9])

        #expect(try await store.markedNumbers() == [5])
    }

    @Test("unmarking some that are not read unmarks none, and names them")
    func unmarkExactly() async throws {
        let store = try makeStore()
        let marks = MarkRepository(.read, store: store)
        try await marks.setMarked(true, numbers: [3, 5])

        await #expect(throws: ComicQueryError.notRead([4])) { try await marks.unmark(exactly: [3, 4]) }
        #expect(try await store.markedNumbers() == [3, 5])

        try await marks.unmark(exactly: [5])
        #expect(try await store.markedNumbers() == [3])
    }

    @Test func markingAgainKeepsTheFirstTime() async throws {
        let store = try makeStore()
        let marks = MarkRepository(.read, store: store)
        try await marks.setMarked(true, numbers: [7])

        try await marks.setMarked(true, numbers: [7, 8])

        let exported = try await MarkTransferStore(database: store.database).exportedMarks(.read)
        let start = SteppingClock.start.millisecondsSince1970
        #expect(
            exported == [
                ExportedMark(number: 7, title: nil, markedAt: start),
                ExportedMark(number: 8, title: nil, markedAt: start + 1000),
            ])
    }

    @Test func marksNeedNoCachedComicButANumberFromOne() async throws {
        let store = try makeStore()
        let marks = MarkRepository(.read, store: store)

        try await marks.setMarked(true, numbers: [2_000])
        #expect(try await store.contains(2_000))

        await #expect(throws: StorageError.self) { try await marks.setMarked(true, numbers: [5, 0]) }
        #expect(try await store.markedNumbers() == [2_000], "a refused number refuses the whole call")
    }

    @Test func markingEverythingAtOrBelowSkipsComic404AndCountsOnlyNewMarks() async throws {
        let store = try makeStore()
        let marks = MarkRepository(.read, store: store)
        try await marks.setMarked(true, numbers: [2, 500])
        #expect(try await store.unmarkedCount(atOrBelow: 410) == 408, "410 numbers, less 404, less 2 read")

        let marked = try await marks.markAll(atOrBelow: 410)

        #expect(marked == 408)
        #expect(try await store.markedNumbers() == Set(1...410).subtracting([404]).union([500]))
        #expect(try await store.unmarkedCount(atOrBelow: 410) == 0)
        #expect(try await marks.markAll(atOrBelow: 0) == 0)
    }

    @Test func markingEverythingAtOrBelowIsOneTransaction() async throws {
        // Given a database that refuses one mark in the middle
        let store = try makeStore()
        let marks = MarkRepository(.read, store: store)
        try await store.database.refuseInserts(into: "readMark", ofNumber: 300)

        // When everything below 1,000 is marked, then nothing is
        await #expect(throws: StorageError.self) { try await marks.markAll(atOrBelow: 1_000) }
        #expect(try await store.markedNumbers() == [])
    }

    /// Runs `body` while `store.run()` watches the database.
    private func whileRunning<T>(_ store: ReadMarkStore, _ body: () async throws -> T) async rethrows -> T {
        let running = Task { await store.run() }
        defer { running.cancel() }
        return try await body()
    }

    @Test func changesYieldTheCurrentSetThenAfterEachChange() async throws {
        let store = try makeStore()
        let marks = MarkRepository(.read, store: store)
        try await marks.setMarked(true, numbers: [1])
        try await whileRunning(store) {
            var changes = try await store.changes().makeAsyncIterator()
            #expect(await changes.next() == [1])
            try await marks.setMarked(true, comic: makeComic(2))
            #expect(await changes.next() == [1, 2])
            try await marks.setMarked(false, numbers: [1])
            #expect(await changes.next() == [2])
        }
    }

    @Test func changesIncludeMarksSetByAnotherProcess() async throws {
        try await withTemporaryFolder { folder in
            // Given two databases open on one file, as two xkcd processes would have
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            let watching = ReadMarkStore(
                database: try AppDatabase(path: path, changePolling: ChangePolling(interval: .milliseconds(10))))
            let other = try AppDatabase(path: path).readMarkRepository()
            try await whileRunning(watching) {
                var changes = try await watching.changes().makeAsyncIterator()
                #expect(await changes.next() == [])

                // When the other one marks and unmarks, then the watching one sees each change
                try await other.setMarked(true, numbers: [5, 6])
                #expect(await changes.next() == [5, 6])
                try await other.markAll(atOrBelow: 3)
                #expect(await changes.next() == [1, 2, 3, 5, 6])
                try await other.setMarked(false, numbers: [5])
                #expect(await changes.next() == [1, 2, 3, 6])
            }
        }
    }

    @Test func bookmarksAndReadMarksAreIndependent() async throws {
        let database = try AppDatabase.inMemory()
        let bookmarks = LocalComicDataSource(database: database)
        let readMarks = database.readMarkRepository()
        try await database.bookmark([makeComic(10)])

        try await readMarks.setMarked(true, numbers: [10, 11])
        try await readMarks.setMarked(false, numbers: [10])

        #expect(try await bookmarks.contains(10))
        #expect(try await readMarks.store.markedNumbers() == [11])
    }
}
