import Foundation
import Testing

@testable import ComicData

@Suite("Export and import of bookmarks and read marks")
struct MarkTransferStoreTests {
    private func entries(_ text: String, kind: MarkKind = .bookmark) throws -> [MarkEntry] {
        try MarkFileReader.entries(in: Data(text.utf8), kind: kind)
    }

    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(
        "export then import into an empty database gives identical bookmarks and times",
        arguments: MarkFileFormat.allCases)
    func bookmarksRoundTrip(format: MarkFileFormat) async throws {
        // Given bookmarks saved at distinct and equal times, one of them not cached
        let clock = SteppingClock(step: 0.123)
        let source = LocalComicDataSource(database: try AppDatabase.inMemory())
        try await source.database.bookmark([259, 1137, 1, 3003].map { makeComic($0) }, now: clock.now)
        _ = try await source.database.importMarks(
            [MarkEntry(number: 5000, markedAt: 1_000, line: 1)], kind: .bookmark, now: now)
        let exported = try await MarkTransferStore(database: source.database).exportedMarks(.bookmark)
        let text = MarkFileWriter.text(exported, kind: .bookmark, format: format)

        // When it is imported into an empty database
        let fresh = try AppDatabase.inMemory()
        let summary = try await fresh.importMarks(
            try entries(text), kind: .bookmark, now: now)

        // Then the bookmarks, in order and to the millisecond, are the same
        #expect(summary.added == 5 && summary.alreadyMarked == 0 && summary.invalid == 0)
        let reimported = try await MarkTransferStore(database: fresh).exportedMarks(.bookmark)
        #expect(reimported.map(\.number) == exported.map(\.number))
        #expect(reimported.map(\.markedAt) == exported.map(\.markedAt))
        #expect(exported.map(\.number) == [5000, 259, 1137, 1, 3003])
        #expect(try await BookmarkStore(database: fresh).markedNumbers() == [1, 259, 1137, 3003, 5000])
    }

    @Test func readMarksRoundTrip() async throws {
        let clock = SteppingClock(step: 0.5)
        let store = ReadMarkStore(database: try AppDatabase.inMemory(), now: { clock.now() })
        let marks = MarkRepository(.read, store: store)
        try await marks.setMarked(true, numbers: [10])
        try await marks.markAll(atOrBelow: 3)
        let exported = try await MarkTransferStore(database: store.database).exportedMarks(.read)

        let fresh = try AppDatabase.inMemory()
        let csv = MarkFileWriter.text(exported, kind: .read, format: .csv)
        _ = try await fresh.importMarks(
            try entries(csv, kind: .read), kind: .read, now: now)

        #expect(
            try await MarkTransferStore(database: fresh).exportedMarks(.read).map { [$0.number, Int($0.markedAt)] }
                == exported.map { [$0.number, Int($0.markedAt)] })
        #expect(exported.map(\.number) == [10, 1, 2, 3])
    }

    @Test func importMergesExistingKeepTheirTimeNewGetTheFilesOrNow() async throws {
        // Given 1 and 2 bookmarked at the clock's start
        let source = LocalComicDataSource(database: try AppDatabase.inMemory())
        try await source.database.bookmark([makeComic(1), makeComic(2)], now: { SteppingClock.start })
        let start = SteppingClock.start.millisecondsSince1970

        // When a file names 2 (with another time), 3 with a time, 4 without, and 3 again
        let summary = try await source.database.importMarks(
            try entries("num,saved_at\n2,2001-01-01T00:00:00Z\n3,2002-02-02T00:00:00Z\n4,\n3,\n"), kind: .bookmark,
            now: now)

        // Then 3 and 4 are added, 2 keeps its time, and 3 counts once
        #expect(summary.added == 2 && summary.alreadyMarked == 1 && summary.invalid == 0)
        let marks = try await MarkTransferStore(database: source.database).exportedMarks(.bookmark)
        #expect(marks.map(\.number) == [3, 1, 2, 4])
        #expect(marks.map(\.markedAt) == [1_012_608_000_000, start, start, now.millisecondsSince1970])
        #expect(marks.map(\.title) == [nil, "Comic 1", "Comic 2", nil])
    }

    @Test func importedBookmarksOfUncachedComicsWaitForThem() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await database.importMarks(try entries("7, 8"), kind: .bookmark, now: now)
        #expect(try await BookmarkStore(database: database).numbersNotCached() == [8, 7])
        #expect(try await LocalComicDataSource(database: database).contains(8))

        // When one is fetched into the cache, it shows in the Bookmarks feed
        try await ComicCacheStore(database: database).cacheComics([makeComic(8)], fetchedAt: now)

        #expect(try await BookmarkStore(database: database).numbersNotCached() == [7])
        #expect(try await LocalComicDataSource(database: database).allPages(size: 10) == [[8]])
    }

    @Test func tenThousandNumbersAreOneTransaction() async throws {
        // Given a database that refuses the very last of 10,000 numbers
        let database = try AppDatabase.inMemory()
        try await database.refuseInserts(into: "bookmark", ofNumber: 10_000)
        let file = (1...10_000).map(String.init).joined(separator: "\n")

        // When they are imported, then none is
        await #expect(throws: StorageError.self) {
            _ = try await database.importMarks(
                try entries(file), kind: .bookmark, now: now)
        }
        #expect(try await BookmarkStore(database: database).markedNumbers().isEmpty)

        // And without the refusal, all of them are
        let fresh = try AppDatabase.inMemory()
        let summary = try await fresh.importMarks(
            try entries(file), kind: .bookmark, now: now)
        #expect(summary.added == 10_000 && summary.alreadyMarked == 0 && summary.invalid == 0)
        #expect(try await BookmarkStore(database: fresh).markedNumbers().count == 10_000)
    }

    @Test("numbers found to be no comic leave the count they were in and count as invalid")
    func refusedNumbersCountApart() async throws {
        // Given 2 bookmarked before a file names 1, 2 and 3
        let database = try AppDatabase.inMemory()
        _ = try await database.importMarks(try entries("2"), kind: .bookmark, now: now)
        let summary = try await database.importMarks(
            try entries("1\n2\n3\n"), kind: .bookmark, now: now)
        #expect(summary.added == 2 && summary.alreadyMarked == 1)

        // When 2 and 3 turn out to be no comic (3 named twice)
        let refused = summary.refusing([3, 2, 3])

        // Then one was added, none was there already, two were invalid
        #expect(refused.added == 1 && refused.alreadyMarked == 0 && refused.invalid == 2)
    }
}
