import Foundation
import GRDB

/// explain xkcd's pages saved for offline reading and search, over the shared writer.
public struct ExplanationStore: Sendable {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Saves explanations in one transaction, replacing older ones, and
    /// their comics' search rows with them.
    public func save(_ explanations: [Explanation]) async throws {
        let records = try explanations.map(ExplanationRecord.init)
        try await database.write { db in
            for record in records {
                try record.save(db)
                // A page that came is no longer missing.
                try db.execute(
                    sql: "DELETE FROM explanationMissing WHERE comicNumber = ?", arguments: [record.comicNumber])
            }
        }
    }

    /// Records that the wiki has no page for these comics (as of `now`).
    public func recordMissing(_ numbers: [Int], now: Date = Date()) async throws {
        guard !numbers.isEmpty else { return }
        try await database.write { db in
            let insert = try db.cachedStatement(
                sql: """
                    INSERT INTO explanationMissing (comicNumber, checkedAt) VALUES (?, ?)
                    ON CONFLICT (comicNumber) DO UPDATE SET checkedAt = excluded.checkedAt
                    """)
            for number in numbers where number >= 1 {
                try insert.execute(arguments: [number, now.millisecondsSince1970])
            }
        }
    }

    /// Whether the last sync heard that the wiki has no page for comic `number`.
    public func isMissing(_ number: Int) async throws -> Bool {
        try await database.read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM explanationMissing WHERE comicNumber = ?)", arguments: [number])
                ?? false
        }
    }

    public func save(_ explanation: Explanation) async throws {
        try await save([explanation])
    }

    /// Comic `number`'s saved explanation; nil when none is.
    public func explanation(of number: Int) async throws -> Explanation? {
        try await database.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM explanation WHERE comicNumber = ?", arguments: [number])
                .flatMap(ExplanationRecord.explanation(from:))
        }
    }

    /// The saved revision of every saved explanation, by comic number: what `sync --explain` compares.
    public func savedRevisions() async throws -> [Int: Int] {
        try await database.read { db in
            var revisions: [Int: Int] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT comicNumber, revision FROM explanation")
            while let row = try rows.next() { revisions[row["comicNumber"]] = row["revision"] }
            return revisions
        }
    }

    /// How many comics have an explanation saved.
    public func count() async throws -> Int {
        try await database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM explanation") ?? 0 }
    }
}
