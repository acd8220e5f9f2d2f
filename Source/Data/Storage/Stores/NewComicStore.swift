import Foundation
import GRDB

/// What `xkcd new` remembers, over the shared writer: the newest comic the
/// person has seen (`readerState`), and the last check of the newest
/// comic's URL with the validators its answer carried (`conditionalRequest`).
public struct NewComicStore: Sendable {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The last check of a URL: when, and what makes the next one conditional.
    public struct Check: Sendable, Hashable {
        public var etag: String?
        public var lastModified: String?
        public var checkedAt: Date
    }

    static let lastSeenKey = "new.lastSeen"

    /// The newest comic the person has seen (in the reader, or with `show latest`); nil before the first.
    public func lastSeen() async throws -> Int? {
        try await database.read { db in try Self.lastSeen(db) }
    }

    /// The person saw comic `number` as the newest: a lower one never replaces a higher.
    public func noteSeen(_ number: Int) async throws {
        try await database.write { db in try Self.noteSeen(number, db) }
    }

    public func lastCheck(of url: URL) async throws -> Check? {
        try await database.read { db in
            try Row.fetchOne(
                db, sql: "SELECT etag, lastModified, checkedAt FROM conditionalRequest WHERE url = ?",
                arguments: [url.absoluteString]
            ).map { row in
                Check(
                    etag: row["etag"], lastModified: row["lastModified"],
                    checkedAt: Date(millisecondsSince1970: row["checkedAt"]))
            }
        }
    }

    /// Marks `url` as checked at `time`, keeping its validators: the check
    /// is taken (one background refresh at a time), or the server said 304.
    public func noteChecked(_ url: URL, at time: Date) async throws {
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO conditionalRequest (url, checkedAt) VALUES (?, ?)
                    ON CONFLICT (url) DO UPDATE SET checkedAt = excluded.checkedAt
                    """,
                arguments: [url.absoluteString, time.millisecondsSince1970])
        }
    }

    /// A fresh answer: the newest comic cached, the validators kept, and, the
    /// first time, the newest taken as seen (nothing is new before a first look).
    func noteNewest(_ comic: Comic, from url: URL, check: Check) async throws {
        try await database.write { db in
            try ComicCacheStore.write(comic, fetchedAt: check.checkedAt, in: db)
            try db.execute(
                sql: """
                    INSERT INTO conditionalRequest (url, etag, lastModified, checkedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT (url) DO UPDATE SET etag = excluded.etag, lastModified = excluded.lastModified,
                        checkedAt = excluded.checkedAt
                    """,
                arguments: [url.absoluteString, check.etag, check.lastModified, check.checkedAt.millisecondsSince1970])
            if try Self.lastSeen(db) == nil { try Self.noteSeen(comic.number, db) }
        }
    }

    /// The highest cached number, and the titles of the cached comics numbered above `number`.
    func cachedTitles(above number: Int) async throws -> (highest: Int?, titles: [Int: String]) {
        try await database.read { db in
            let highest = try Int.fetchOne(db, sql: "SELECT max(number) FROM comic")
            let rows = try Row.fetchAll(
                db, sql: "SELECT number, title FROM comic WHERE number > ? ORDER BY number DESC LIMIT ?",
                arguments: [number, NewComicCheck.maximumListed])
            return (
                highest, Dictionary(rows.map { ($0["number"], $0["title"]) }, uniquingKeysWith: { first, _ in first })
            )
        }
    }

    private static func lastSeen(_ db: Database) throws -> Int? {
        try ReaderStateStore.value(of: lastSeenKey, in: db)
    }

    /// The newest seen only moves up.
    private static func noteSeen(_ number: Int, _ db: Database) throws {
        if let seen = try lastSeen(db), seen >= number { return }
        try ReaderStateStore.set(lastSeenKey, to: Int64(number), in: db)
    }
}
