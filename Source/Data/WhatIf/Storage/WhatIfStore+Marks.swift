import Foundation
import GRDB

/// Bookmarks and read marks on articles: their own table, by kind, so an
/// article's number is never taken for a comic's. Reads of the articles' marks; they are written only through their
/// `MarkRepository` (`WhatIfMarkStore`).
extension WhatIfStore {
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
