import Foundation
import GRDB

/// What an import did: marks added, marks the database had already, and
/// numbers taken out again because they are no comic.
public struct MarkImportSummary: Sendable, Hashable {
    /// The numbers this import added.
    public private(set) var addedNumbers: Set<Int>
    public private(set) var alreadyMarked: Int
    public private(set) var invalid = 0

    public var added: Int { addedNumbers.count }

    /// The summary once `refused` (numbers found to be no comic) were removed again.
    public func refusing(_ refused: some Sequence<Int>) -> Self {
        var summary = self
        for number in Set(refused) {
            if summary.addedNumbers.remove(number) == nil { summary.alreadyMarked -= 1 }
            summary.invalid += 1
        }
        return summary
    }
}

/// Export and import of bookmarks and read marks, over the shared writer.
public struct MarkTransferStore: Sendable {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Every mark of `kind`, oldest first (of two in the same millisecond,
    /// the lower number first), with the title of each cached comic.
    public func exportedMarks(_ kind: MarkKind) async throws -> [ExportedMark] {
        try await database.read { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT mark.comicNumber AS markNumber, mark.\(kind.timeColumn) AS markedAt,
                        \(ComicRecord.selectionSQL(table: "comic"))
                    FROM \(kind.table) AS mark LEFT JOIN comic ON comic.number = mark.comicNumber
                    ORDER BY mark.\(kind.timeColumn), mark.comicNumber
                    """)
            return try Array(
                rows.map { row in
                    let isCached = (row["fetchedAt"] as Int64?) != nil
                    let title = isCached ? try ComicRecord(row: row).comic.title : nil
                    return ExportedMark(number: row["markNumber"], title: title, markedAt: row["markedAt"])
                })
        }
    }

    /// Adds every entry in one transaction, or none when one is refused. A
    /// comic already marked keeps its time; a new one gets the entry's time,
    /// else `now`. The comics need not be cached.
    public func importMarks(_ entries: [MarkEntry], kind: MarkKind, now: Date) async throws -> MarkImportSummary {
        let nowMilliseconds = now.millisecondsSince1970
        return try await database.write { db in
            let insert = try db.cachedStatement(
                sql: """
                    INSERT INTO \(kind.table) (comicNumber, \(kind.timeColumn)) VALUES (?, ?)
                    ON CONFLICT (comicNumber) DO NOTHING
                    """)
            var added = Set<Int>()
            var seen = Set<Int>()
            for entry in entries where seen.insert(entry.number).inserted {
                try insert.execute(arguments: [entry.number, entry.markedAt ?? nowMilliseconds])
                if db.changesCount > 0 { added.insert(entry.number) }
            }
            return MarkImportSummary(addedNumbers: added, alreadyMarked: seen.count - added.count)
        }
    }
}

extension MarkKind {
    /// Table and column names: constants, never input.
    fileprivate var table: String {
        switch self {
        case .bookmark: BookmarkRecord.databaseTableName
        case .read: ReadMarkRecord.databaseTableName
        }
    }

    fileprivate var timeColumn: String {
        switch self {
        case .bookmark: BookmarkRecord.Columns.savedAt.name
        case .read: ReadMarkRecord.Columns.readAt.name
        }
    }
}
