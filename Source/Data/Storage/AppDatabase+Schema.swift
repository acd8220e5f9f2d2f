import GRDB

extension AppDatabase {
    /// Stored in the file header ("xkcd" in ASCII) so that a database of
    /// another program is never taken for ours, nor ours for another's.
    static let applicationID: Int32 = 0x786B_6364

    /// The first migration: a file that has it applied, but no application
    /// ID yet, is an xkcd database from before the comic cache.
    static let firstMigration = "v1-bookmarks"

    static let readMarksMigration = "v3-read-marks"

    /// The schema's history. A released migration is never edited: an old
    /// file replays exactly the ones it lacks.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()

        // The first schema kept bookmarked comics only, one table holding
        // both. UnitTests/Support/Fixtures/Storage holds a file made with it.
        migrator.registerMigration(firstMigration) { db in
            try db.execute(
                sql: """
                    CREATE TABLE bookmark (
                        num INTEGER PRIMARY KEY NOT NULL,
                        title TEXT NOT NULL,
                        safeTitle TEXT NOT NULL,
                        alt TEXT NOT NULL,
                        img TEXT NOT NULL,
                        transcript TEXT NOT NULL,
                        link TEXT NOT NULL,
                        news TEXT NOT NULL,
                        year TEXT NOT NULL,
                        month TEXT NOT NULL,
                        day TEXT NOT NULL,
                        savedAt DATETIME NOT NULL)
                    """)
        }

        // Every fetched comic gets cached, so comics move to their own table;
        // bookmarks point at them and keep them from cache maintenance.
        migrator.registerMigration("v2-comic-cache") { db in
            try db.create(table: "comic", options: .strict) { t in
                t.primaryKey("number", .integer).check { $0 >= 1 }
                let textColumns = [
                    "title", "safeTitle", "alt", "img", "transcript", "link", "news", "year", "month", "day",
                ]
                for column in textColumns {
                    t.column(column, .text).notNull()
                }
                t.column("fetchedAt", .integer).notNull()
            }
            try db.create(table: "newBookmark", options: .strict) { t in
                t.primaryKey("comicNumber", .integer).references("comic", onDelete: .restrict)
                t.column("savedAt", .integer).notNull()
            }

            // The old DATETIME text becomes milliseconds since 1970; a date
            // SQLite cannot read becomes 1970 rather than losing the bookmark.
            let savedAtMilliseconds =
                "COALESCE(CAST(round((julianday(savedAt) - 2440587.5) * 86400000) AS INTEGER), 0)"
            try db.execute(
                sql: """
                    INSERT INTO comic (number, title, safeTitle, alt, img, transcript, link, news, year, month, day, fetchedAt)
                    SELECT num, title, safeTitle, alt, img, transcript, link, news, year, month, day, \(savedAtMilliseconds)
                    FROM bookmark;
                    INSERT INTO newBookmark (comicNumber, savedAt)
                    SELECT num, \(savedAtMilliseconds) FROM bookmark;
                    """)
            try db.drop(table: "bookmark")
            try db.rename(table: "newBookmark", to: "bookmark")
            try db.create(
                index: "bookmark_on_savedAt_comicNumber", on: "bookmark", columns: ["savedAt", "comicNumber"])
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        }

        registerSearchMigration(in: &migrator)

        // Read marks and the reader's own state. Bookmarks lose their foreign
        // key: an imported bookmark is kept before its comic is fetched (a
        // trigger still keeps a bookmarked comic in the cache).
        migrator.registerMigration(readMarksMigration) { db in
            try db.create(table: "readMark", options: .strict) { t in
                t.primaryKey("comicNumber", .integer).check { $0 >= 1 }
                t.column("readAt", .integer).notNull()
            }
            try db.create(index: "readMark_on_readAt_comicNumber", on: "readMark", columns: ["readAt", "comicNumber"])
            try db.create(table: "readerState", options: .strict) { t in
                t.primaryKey("key", .text)
                t.column("value", .integer).notNull()
            }

            try db.create(table: "newBookmark", options: .strict) { t in
                t.primaryKey("comicNumber", .integer).check { $0 >= 1 }
                t.column("savedAt", .integer).notNull()
            }
            try db.execute(
                sql: "INSERT INTO newBookmark (comicNumber, savedAt) SELECT comicNumber, savedAt FROM bookmark")
            try db.drop(table: "bookmark")
            try db.rename(table: "newBookmark", to: "bookmark")
            try db.create(
                index: "bookmark_on_savedAt_comicNumber", on: "bookmark", columns: ["savedAt", "comicNumber"])
            try db.execute(
                sql: """
                    CREATE TRIGGER comic_keeps_bookmarked BEFORE DELETE ON comic
                    WHEN EXISTS (SELECT 1 FROM bookmark WHERE comicNumber = OLD.number)
                    BEGIN SELECT RAISE(ABORT, 'a bookmarked comic stays in the cache'); END
                    """)
        }

        // Comic images, for offline reading. Keyed by comic and URL, not tied
        // to the comic table by a foreign key: an image may be saved before
        // its comic is cached, and a bookmark keeps it from eviction by number.
        migrator.registerMigration("v3-images") { db in
            try db.create(table: "comicImage", options: .strict) { t in
                t.primaryKey {
                    t.column("comicNumber", .integer).check { $0 >= 1 }
                    t.column("url", .text)
                }
                t.column("bytes", .blob).notNull()
                t.column("byteCount", .integer).notNull().check { $0 >= 0 }
                t.column("width", .integer).notNull()
                t.column("height", .integer).notNull()
                t.column("savedAt", .integer).notNull()
                t.column("lastUsedAt", .integer).notNull()
            }
            try db.create(index: "comicImage_on_lastUsedAt", on: "comicImage", columns: ["lastUsedAt"])
        }

        // count(*) of the cache, asked by every search, scans the smallest
        // index: without one it reads the whole table, transcripts and all.
        migrator.registerMigration("v4-comic-count-index") { db in
            try db.create(index: "comic_on_fetchedAt", on: "comic", columns: ["fetchedAt"])
        }

        // Images saved for offline reading (`xkcd sync --images`) are kept,
        // like bookmarked comics' ones: the cache's size limit never evicts them.
        migrator.registerMigration("v5-kept-images") { db in
            try db.alter(table: "comicImage") { t in
                t.add(column: "isKept", .integer).notNull().defaults(to: 0)
            }
        }
        registerExplanationMigration(in: &migrator)
        registerExplanationsMissingMigration(in: &migrator)
        registerConditionalRequestMigration(in: &migrator)
        registerImageVersionMigration(in: &migrator)
        registerWhatIfMigration(in: &migrator)

        return migrator
    }
}
