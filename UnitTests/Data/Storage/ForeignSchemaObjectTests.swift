import Foundation
import GRDB
import Testing

@testable import ComicData

/// Schema objects xkcd did not create are refused, as another program's
/// tables are: a trigger would run on our writes, a view would stand in for a table.
@Suite("Database files with foreign schema objects")
struct ForeignSchemaObjectTests {
    static let foreign = [
        ("trigger", "CREATE TRIGGER wipe AFTER INSERT ON comic BEGIN DELETE FROM bookmark; END"),
        ("view", "CREATE VIEW bookmarkCopy AS SELECT * FROM bookmark"),
        ("index", "CREATE INDEX comic_on_title ON comic(title)"),
        ("table", "CREATE TABLE extra (x)"),
    ]

    @Test(
        "a trigger, view, index or table added to our file is refused, and the file left as it was", arguments: foreign)
    func refused(kind: String, statement: String) async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            do { _ = try AppDatabase(path: path, connections: .one) }
            do {
                let raw = try DatabaseQueue(path: path)
                try await raw.write { db in try db.execute(sql: statement) }
            }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

            let error = #expect(throws: StorageError.self) { try AppDatabase(path: path) }

            guard case .notAnXkcdDatabase(_, let reason) = error else {
                Issue.record("expected notAnXkcdDatabase, got \(String(describing: error))")
                return
            }
            #expect(reason.hasPrefix("it holds a \(kind) "), "\(reason)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        }
    }

    @Test("our trigger with its body replaced is refused; our own file opens again")
    func replacedTrigger() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            do { _ = try AppDatabase(path: path, connections: .one) }
            _ = try AppDatabase(path: path, connections: .one)  // ours, reopened: fine
            do {
                let raw = try DatabaseQueue(path: path)
                try await raw.write { db in
                    try db.execute(sql: "DROP TRIGGER comic_keeps_bookmarked")
                    try db.execute(
                        sql:
                            "CREATE TRIGGER comic_keeps_bookmarked BEFORE DELETE ON comic BEGIN DELETE FROM bookmark; END"
                    )
                }
            }
            #expect(throws: StorageError.self) { try AppDatabase(path: path) }
        }
    }
}
