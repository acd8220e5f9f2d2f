import Foundation
import GRDB

/// Export of bookmarks and read marks, over the shared writer: it only
/// reads (an import goes through `MarkRepository.importMarks`).
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
