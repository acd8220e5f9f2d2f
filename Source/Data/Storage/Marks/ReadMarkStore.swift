import Foundation
import GRDB

extension Mark {
    /// Opened by the person: the Unread feed leaves these out.
    public static let read = Mark("read")
}

/// The comics the person has read, over the shared writer: a `MarkStore`
/// like the bookmarks, shared by every feed that shows read marks.
///
/// `changes()` also sees marks set by other `xkcd` processes sharing the
/// file while `run()` runs; every store over one database shares one watcher.
/// `MarkRepository` is the only caller of its writes.
public struct ReadMarkStore: MarkImporting, ComicMarkStore {
    public let database: AppDatabase
    private let now: @Sendable () -> Date

    /// - Parameter now: the clock that dates each read mark.
    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    public func prewarm() async throws {
        try await database.prewarm()
    }

    public func markedNumbers() async throws -> Set<Int> {
        try await database.read(Self.markedNumbers)
    }

    public func changes() async throws -> AsyncStream<Set<Int>> {
        try await database.readMarkWatcher.changes()
    }

    public func run() async {
        await database.readMarkWatcher.run()
    }

    public func contains(_ number: Int) async throws -> Bool {
        try await database.read { db in try ReadMarkRecord.exists(db, key: number) }
    }

    public func setMarked(_ isMarked: Bool, comic: Comic) async throws {
        try await setMarked(isMarked, numbers: [comic.number])
    }

    /// Marks or unmarks comics read, all in one transaction. A comic read
    /// before keeps its first time.
    func setMarked(_ isMarked: Bool, numbers: [Int]) async throws {
        guard isMarked else {
            _ = try await database.write { db in try ReadMarkRecord.deleteAll(db, keys: numbers) }
            return
        }
        let readAt = now().millisecondsSince1970
        try await database.write { db in
            for number in numbers { _ = try Self.insert(number, readAt: readAt, in: db) }
        }
    }

    public func importMarks(_ entries: [MarkEntry], now: Date) async throws -> MarkImportSummary {
        try await database.write { db in
            try MarkImportSummary.inserting(entries, now: now) { try Self.insert($0, readAt: $1, in: db) }
        }
    }

    /// Unmarks every one of `numbers`, or, when some are not read, nothing:
    /// checked and removed in one transaction.
    /// - Throws: `ComicQueryError.notRead` with the numbers that are not.
    func unmark(exactly numbers: [Int]) async throws {
        let missing = try await database.write { db in
            let read = try ReadMarkRecord.filter(keys: numbers)
                .select(ReadMarkRecord.Columns.comicNumber, as: Int.self)
                .fetchSet(db)
            let missing = numbers.filter { !read.contains($0) }
            if missing.isEmpty { try ReadMarkRecord.deleteAll(db, keys: numbers) }
            return missing
        }
        guard missing.isEmpty else { throw ComicQueryError.notRead(missing) }
    }

    /// Marks every comic from 1 to `number` read, in one transaction, cached
    /// or not (numbers xkcd skipped excepted); returns how many were not read before.
    @discardableResult
    func markAll(atOrBelow number: Int) async throws -> Int {
        guard number >= 1 else { return 0 }
        let readAt = now().millisecondsSince1970
        return try await database.write { db in
            var marked = 0
            for candidate in 1...number where !Comic.missingNumbers.contains(candidate) {
                if try Self.insert(candidate, readAt: readAt, in: db) { marked += 1 }
            }
            return marked
        }
    }

    /// How many comics `markAll(atOrBelow:)` would mark: those from 1 to
    /// `number` not read (numbers xkcd skipped excepted).
    public func unmarkedCount(atOrBelow number: Int) async throws -> Int {
        guard number >= 1 else { return 0 }
        let missing = Comic.missingNumbers.filter { $0 <= number }.count
        let read = try await database.read { db in
            try ReadMarkRecord
                .filter(ReadMarkRecord.Columns.comicNumber <= number)
                .filter(!Comic.missingNumbers.contains(ReadMarkRecord.Columns.comicNumber))
                .fetchCount(db)
        }
        return max(0, number - missing - read)
    }

    /// The numbers of every comic read: one query, for reads and the watcher.
    @Sendable static func markedNumbers(_ db: Database) throws -> Set<Int> {
        // In SQL: GRDB's first query-interface request of a connection loads
        // the whole schema (`PRAGMA database_list`, `sqlite_master`).
        try Int.fetchSet(db, sql: "SELECT comicNumber FROM readMark")
    }

    /// The one statement that adds a read mark; one there already keeps its
    /// time. True when it added one.
    private static func insert(_ number: Int, readAt: Int64, in db: Database) throws -> Bool {
        try db.cachedStatement(
            sql: """
                INSERT INTO readMark (comicNumber, readAt) VALUES (?, ?)
                ON CONFLICT (comicNumber) DO NOTHING
                """
        ).execute(arguments: [number, readAt])
        return db.changesCount > 0
    }
}
