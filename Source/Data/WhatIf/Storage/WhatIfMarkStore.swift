import Foundation
import GRDB

/// One kind of mark on What If? articles (bookmarks, or read marks), in
/// their own table so an article's number is never taken for a comic's: a
/// `MarkStore` like the comics', written only through its `MarkRepository`
/// (`ComicServices.whatIfMarks`), which every article feed and command shares.
public struct WhatIfMarkStore: MarkImporting {
    public let database: AppDatabase
    public let kind: MarkKind

    public init(database: AppDatabase, kind: MarkKind) {
        self.database = database
        self.kind = kind
    }

    public func markedNumbers() async throws -> Set<Int> {
        let kind = kind
        return try await database.read { db in try Self.markedNumbers(kind, in: db) }
    }

    public func changes() async throws -> AsyncStream<Set<Int>> {
        try await watcher.changes()
    }

    public func run() async {
        await watcher.run()
    }

    private var watcher: MarkWatcher {
        kind == .bookmark ? database.whatIfBookmarkWatcher : database.whatIfReadWatcher
    }

    /// Marks or unmarks articles in one transaction; one marked before keeps its time.
    func setMarked(_ isMarked: Bool, numbers: [Int], at now: Date) async throws {
        let kind = kind
        try await database.write { db in
            for number in numbers where number >= 1 {
                if isMarked {
                    _ = try Self.insert(number, kind: kind, markedAt: now.millisecondsSince1970, in: db)
                } else {
                    try db.execute(
                        sql: "DELETE FROM whatIfMark WHERE kind = ? AND number = ?",
                        arguments: [kind.storedName, number])
                }
            }
        }
    }

    public func importMarks(_ entries: [MarkEntry], now: Date) async throws -> MarkImportSummary {
        let kind = kind
        return try await database.write { db in
            try MarkImportSummary.inserting(entries.filter { $0.number >= 1 }, now: now) { number, markedAt in
                try Self.insert(number, kind: kind, markedAt: markedAt, in: db)
            }
        }
    }

    /// The numbers marked so: one query, for reads and the watcher.
    static func markedNumbers(_ kind: MarkKind, in db: Database) throws -> Set<Int> {
        try Int.fetchSet(db, sql: "SELECT number FROM whatIfMark WHERE kind = ?", arguments: [kind.storedName])
    }

    /// The one statement that adds an article's mark; one there already keeps its time. True when it added one.
    private static func insert(_ number: Int, kind: MarkKind, markedAt: Int64, in db: Database) throws -> Bool {
        try db.cachedStatement(
            sql: """
                INSERT INTO whatIfMark (kind, number, markedAt) VALUES (?, ?, ?)
                ON CONFLICT (kind, number) DO NOTHING
                """
        ).execute(arguments: [kind.storedName, number, markedAt])
        return db.changesCount > 0
    }
}

/// Article marks' own commands, through the repository like every mark, so
/// the What If? feed shows them at once.
extension MarkRepository where Store == WhatIfMarkStore {
    /// Marks or unmarks articles, in one transaction.
    public func setMarked(_ isMarked: Bool, numbers: [Int], at now: Date = Date()) async throws {
        try await write(
            { try await $0.setMarked(isMarked, numbers: numbers, at: now) },
            marking: { marked in
                let valid = numbers.filter { $0 >= 1 }
                if isMarked { marked.formUnion(valid) } else { marked.subtract(valid) }
            })
    }
}
