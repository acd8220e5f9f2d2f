import ComicTestSupport
import Foundation
import GRDB
import Testing

@testable import ComicData

@Suite("Schema and migrations")
struct MigrationTests {
    /// Copies the first-schema fixture into `folder`, so opening never migrates the committed file.
    private func copyFirstSchemaFixture(to folder: URL) throws -> String {
        let fixture = try #require(StorageFixtures.url("v1-bookmarks.sqlite"))
        let copy = folder.appendingPathComponent("v1-bookmarks.sqlite")
        try FileManager.default.copyItem(at: fixture, to: copy)
        return copy.path
    }

    @Test func firstSchemaFileKeepsEveryBookmarkWithItsDate() async throws {
        try await withTemporaryFolder { folder in
            let path = try copyFirstSchemaFixture(to: folder)

            let database = try AppDatabase(path: path)

            // Saved-at dates of the fixture, as milliseconds since 1970; 259
            // and 1137 share a date, so the higher number comes first.
            let bookmarks = try await BookmarkStore(database: database).comics(after: nil, limit: 10)
            #expect(bookmarks.map(\.number) == [3003, 1137, 259, 1])
            #expect(
                bookmarks.map(\.position.savedAt) == [
                    1_709_491_512_999, 1_709_375_400_250, 1_709_375_400_250, 1_709_283_600_000,
                ])
        }
    }

    @Test func firstSchemaComicsAreCleanedFromTheirRawValues() async throws {
        try await withTemporaryFolder { folder in
            let database = try AppDatabase(path: try copyFirstSchemaFixture(to: folder))
            let source = LocalComicDataSource(database: database)

            let cliched = try #require(try await source.comic(259))
            #expect(cliched.title == "Clichéd Fixture")
            #expect(cliched.raw.title == "Clich&eacute;d Fixture")
            #expect(cliched.published == PublicationDate(year: 2007, month: 5, day: 9))
            #expect(try await source.comic(3003)?.alt == "It\u{2019}s a fixture.")
            #expect(try await source.comic(1137)?.title == "\u{202E}Fixture")
            #expect(try await source.comic(1)?.transcript == "[[A stick figure waves.]]")
        }
    }

    @Test func migratedFileReopensAsItIs() async throws {
        try await withTemporaryFolder { folder in
            let path = try copyFirstSchemaFixture(to: folder)
            _ = try AppDatabase(path: path)

            let reopened = try AppDatabase(path: path)

            let applied = try await reopened.read { db in try AppDatabase.migrator.appliedMigrations(db) }
            #expect(applied == AppDatabase.migrator.migrations)
            #expect(try await BookmarkStore(database: reopened).comics(after: nil, limit: 10).count == 4)
        }
    }

    @Test func firstSchemaFileGainsAnEmptyImageTableAndKeepsItsBookmarks() async throws {
        try await withTemporaryFolder { folder in
            let database = try AppDatabase(path: try copyFirstSchemaFixture(to: folder))

            let applied = try await database.read { db in try AppDatabase.migrator.appliedMigrations(db) }
            #expect(applied.contains("v3-images"))
            #expect(try await ImageStore(database: database).savedImageSizes().isEmpty)
            #expect(
                try await ImageStore(database: database).bookmarkedComicsWithoutImages().map(\.number) == [
                    3003, 1137, 259, 1,
                ])

            // The migrated file saves an image for a bookmark, which keeps it.
            let image = SavedImage(bytes: try ImageFixtures.png, width: 740, height: 400)
            try await ImageStore(database: database).saveImage(
                image, comic: 259, url: "https://imgs.xkcd.com/comics/c.png", unbookmarkedCapacity: 0)
            #expect(try await ImageStore(database: database).savedImageSizes().keys.sorted() == [259])
            #expect(try await BookmarkStore(database: database).comics(after: nil, limit: 10).count == 4)
        }
    }

    @Test func fileFromANewerVersionIsRefusedUntouched() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            do {
                let database = try AppDatabase(path: path)
                try await database.write { db in
                    try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-from-the-future')")
                }
            }

            #expect(throws: StorageError.createdByNewerVersion(path: path)) {
                try AppDatabase(path: path)
            }
            // One connection checks before it migrates, as the pool's check does.
            #expect(throws: StorageError.createdByNewerVersion(path: path)) {
                try AppDatabase(path: path, connections: .one)
            }
        }
    }

    @Test func schemaRefusesToDeleteABookmarkedComic() async throws {
        let database = try AppDatabase.inMemory()
        try await database.bookmark([makeComic(1)])

        await #expect(throws: StorageError.self) {
            try await database.write { db in _ = try ComicRecord.deleteOne(db, key: 1) }
        }
        #expect(try await ComicCacheStore(database: database).cachedComic(1) != nil)
    }

    @Test func schemaKeepsABookmarkWaitingForItsComicButNotANumberBelowOne() async throws {
        let database = try AppDatabase.inMemory()

        try await database.write { db in try BookmarkRecord(comicNumber: 12, savedAt: 0).insert(db) }
        await #expect(throws: StorageError.self) {
            try await database.write { db in try BookmarkRecord(comicNumber: 0, savedAt: 0).insert(db) }
        }

        #expect(try await BookmarkStore(database: database).numbersNotCached() == [12])
        #expect(try await LocalComicDataSource(database: database).allPages(size: 10) == [[]])
    }

    @Test func readMarksMigrationKeepsTheFirstSchemaBookmarksAndAddsNothingElse() async throws {
        try await withTemporaryFolder { folder in
            let database = try AppDatabase(path: try copyFirstSchemaFixture(to: folder))

            #expect(
                try await MarkTransferStore(database: database).exportedMarks(.bookmark).map(\.number) == [
                    1, 259, 1137, 3003,
                ])
            #expect(try await ComicCacheStore(database: database).cachedComicNumbers() == [3003, 1137, 259, 1])
            #expect(try await MarkTransferStore(database: database).exportedMarks(.read) == [])
            #expect(try await ReaderStateStore(database: database).resumeComicNumber() == nil)
            #expect(try await BookmarkStore(database: database).numbersNotCached() == [])
        }
    }

    @Test func readMarksMigrationKeepsEveryBookmarkAndCachedComicOfTheCacheSchema() async throws {
        try await withTemporaryFolder { folder in
            // Given a file of the comic-cache schema with two bookmarks among three cached comics
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            do {
                let queue = try DatabaseQueue(path: path)
                try AppDatabase.migrator.migrate(queue, upTo: "v2-comic-cache")
                try await queue.write { db in
                    // Plain SQL: a record save would also write the search index, which this schema lacks.
                    for number in [5, 6, 7] {
                        let raw = makeComic(number).raw
                        try db.execute(
                            sql: """
                                INSERT INTO comic (number, title, safeTitle, alt, img, transcript, link, news, year, month, day, fetchedAt)
                                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 99000)
                                """,
                            arguments: [
                                raw.num, raw.title, raw.safeTitle, raw.alt, raw.img, raw.transcript, raw.link, raw.news,
                                raw.year, raw.month, raw.day,
                            ])
                    }
                    try db.execute(sql: "INSERT INTO bookmark (comicNumber, savedAt) VALUES (7, 1000), (5, 2000)")
                }
            }

            // When this version opens it
            let database = try AppDatabase(path: path)

            // Then bookmarks, their times and the cache are all there, and the rest is new and empty
            let bookmarks = try await BookmarkStore(database: database).comics(after: nil, limit: 10)
            #expect(bookmarks.map(\.number) == [5, 7])
            #expect(bookmarks.map(\.position.savedAt) == [2000, 1000])
            #expect(try await ComicCacheStore(database: database).cachedComicNumbers() == [7, 6, 5])
            #expect(try await ComicCacheStore(database: database).cachedComic(6) == makeComic(6))
            #expect(try await ReadMarkStore(database: database).markedNumbers() == [])
            let applied = try await database.read { db in try AppDatabase.migrator.appliedMigrations(db) }
            #expect(applied.contains(AppDatabase.readMarksMigration))
            await #expect(throws: StorageError.self, "a bookmarked comic still stays cached") {
                try await database.write { db in _ = try ComicRecord.deleteOne(db, key: 5) }
            }
        }
    }

    @Test func newFileIsAnXkcdDatabaseInWALModeThatSyncsEveryCommit() async throws {
        try await withTemporaryFolder { folder in
            let database = try AppDatabase(path: folder.appendingPathComponent("xkcd.sqlite").path)

            let (applicationID, journalMode) = try await database.read { db in
                (
                    try Int32.fetchOne(db, sql: "PRAGMA application_id"),
                    try String.fetchOne(db, sql: "PRAGMA journal_mode")
                )
            }
            let synchronous = try await database.write { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
            #expect(applicationID == AppDatabase.applicationID)
            #expect(journalMode == "wal")
            #expect(synchronous == 2, "FULL")
        }
    }
}
