import GRDB

/// What the reader remembers between runs, as key-value rows of
/// `readerState`, over the shared writer.
public struct ReaderStateStore: Sendable {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    private static let resumeComicKey = "latest.selectedComic"

    /// The comic last selected in the Latest feed; nil when none was saved.
    public func resumeComicNumber() async throws -> Int? {
        try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT value FROM readerState WHERE key = ?", arguments: [Self.resumeComicKey])
        }
    }

    /// Remembers the comic selected in the Latest feed, for the next start.
    public func saveResumeComicNumber(_ number: Int) async throws {
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO readerState (key, value) VALUES (?, ?)
                    ON CONFLICT (key) DO UPDATE SET value = excluded.value
                    """,
                arguments: [Self.resumeComicKey, number])
        }
    }
}
