import GRDB

/// What the reader remembers between runs, as key-value rows of
/// `readerState`, over the shared writer; its `set` is the table's one write.
public struct ReaderStateStore: Sendable {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    private static let resumeComicKey = "latest.selectedComic"

    /// The comic last selected in the Latest feed; nil when none was saved.
    public func resumeComicNumber() async throws -> Int? {
        try await database.read { db in try Self.value(of: Self.resumeComicKey, in: db) }
    }

    /// Remembers the comic selected in the Latest feed, for the next start.
    public func saveResumeComicNumber(_ number: Int) async throws {
        try await database.write { db in try Self.set(Self.resumeComicKey, to: Int64(number), in: db) }
    }

    /// The value kept under `key`; nil when none is.
    static func value(of key: String, in db: Database) throws -> Int? {
        try Int.fetchOne(db, sql: "SELECT value FROM readerState WHERE key = ?", arguments: [key])
    }

    /// The one write of `readerState` (the reader's place, sync's newest,
    /// the newest seen), inside the caller's transaction.
    static func set(_ key: String, to value: Int64, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO readerState (key, value) VALUES (?, ?)
                ON CONFLICT (key) DO UPDATE SET value = excluded.value
                """
        ).execute(arguments: [key, value])
    }
}
