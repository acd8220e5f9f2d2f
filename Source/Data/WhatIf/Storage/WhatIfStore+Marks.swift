import Foundation
import GRDB

/// Bookmarks and read marks on articles: their own table, by kind, so an
/// article's number is never taken for a comic's.
extension WhatIfStore {
    public func setMarked(_ isMarked: Bool, kind: MarkKind, numbers: [Int], at now: Date = Date()) async throws {
        try await database.write { db in
            for number in numbers where number >= 1 {
                if isMarked {
                    try db.execute(
                        sql: """
                            INSERT INTO whatIfMark (kind, number, markedAt) VALUES (?, ?, ?)
                            ON CONFLICT (kind, number) DO NOTHING
                            """, arguments: [kind.storedName, number, now.millisecondsSince1970])
                } else {
                    try db.execute(
                        sql: "DELETE FROM whatIfMark WHERE kind = ? AND number = ?",
                        arguments: [kind.storedName, number])
                }
            }
        }
    }

    /// The marked articles of one kind with when they were marked (milliseconds), newest mark first.
    public func marks(_ kind: MarkKind) async throws -> [(number: Int, markedAt: Int64)] {
        try await database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT number, markedAt FROM whatIfMark WHERE kind = ? ORDER BY markedAt DESC, number DESC",
                arguments: [kind.storedName]
            ).map { ($0["number"], $0["markedAt"]) }
        }
    }

    public func markedNumbers(_ kind: MarkKind) async throws -> Set<Int> {
        Set(try await marks(kind).map(\.number))
    }
}

extension MarkKind {
    /// The `kind` column's value.
    var storedName: String {
        switch self {
        case .bookmark: "bookmark"
        case .read: "read"
        }
    }
}

extension WhatIfStore {
    /// What an import did to articles' marks.
    public struct ImportCount: Sendable, Hashable {
        public var added = 0
        public var already = 0
    }

    /// Adds the file's article marks, each keeping the file's time (else `now`);
    /// nil when the file held none.
    public func importMarks(_ entries: [MarkEntry], kind: MarkKind, now: Date) async throws -> ImportCount? {
        guard !entries.isEmpty else { return nil }
        return try await database.write { db in
            var count = ImportCount()
            var seen = Set<Int>()
            for entry in entries where seen.insert(entry.number).inserted {
                try db.execute(
                    sql: """
                        INSERT INTO whatIfMark (kind, number, markedAt) VALUES (?, ?, ?)
                        ON CONFLICT (kind, number) DO NOTHING
                        """,
                    arguments: [kind.storedName, entry.number, entry.markedAt ?? now.millisecondsSince1970])
                if db.changesCount > 0 { count.added += 1 } else { count.already += 1 }
            }
            return count
        }
    }

    /// Every article mark of `kind`, oldest first, titled from the saved archive.
    public func exportedMarks(_ kind: MarkKind) async throws -> [ExportedMark] {
        try await database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT whatIfMark.number AS number, whatIfEntry.title AS title, markedAt FROM whatIfMark
                    LEFT JOIN whatIfEntry ON whatIfEntry.number = whatIfMark.number
                    WHERE kind = ? ORDER BY markedAt, whatIfMark.number
                    """, arguments: [kind.storedName]
            ).map { ExportedMark(number: $0["number"], title: $0["title"], markedAt: $0["markedAt"], isWhatIf: true) }
        }
    }
}
