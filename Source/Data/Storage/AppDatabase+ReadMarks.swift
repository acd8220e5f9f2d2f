import Foundation
import GRDB

// Which comics the person has read. ReadMarkStore is their public face.
extension AppDatabase {
    /// Marks comics read in one transaction; one already read keeps its first time.
    func markRead(_ numbers: [Int], at date: Date) async throws {
        try await write { db in
            let insert = try db.cachedStatement(
                sql: """
                    INSERT INTO readMark (comicNumber, readAt) VALUES (?, ?)
                    ON CONFLICT (comicNumber) DO NOTHING
                    """)
            for number in numbers {
                try insert.execute(arguments: [number, date.millisecondsSince1970])
            }
        }
    }

    func unmarkRead(_ numbers: [Int]) async throws {
        _ = try await write { db in try ReadMarkRecord.deleteAll(db, keys: numbers) }
    }

    /// Marks every comic from 1 to `number` read in one transaction, cached
    /// or not (numbers xkcd skipped excepted); returns how many were not read before.
    @discardableResult
    func markRead(atOrBelow number: Int, at date: Date) async throws -> Int {
        try await write { db in
            try db.execute(
                sql: """
                    WITH RECURSIVE number(value) AS (
                        SELECT 1 WHERE ?1 >= 1
                        UNION ALL SELECT value + 1 FROM number WHERE value < ?1)
                    INSERT INTO readMark (comicNumber, readAt)
                    SELECT value, ?2 FROM number WHERE value NOT IN (\(Self.missingNumbersSQL))
                    ON CONFLICT (comicNumber) DO NOTHING
                    """,
                arguments: [number, date.millisecondsSince1970])
            return db.changesCount
        }
    }

    /// How many comics from 1 to `number` are not read (numbers xkcd skipped excepted).
    func unreadCount(atOrBelow number: Int) async throws -> Int {
        guard number >= 1 else { return 0 }
        let missing = Comic.missingNumbers.filter { $0 <= number }.count
        let read = try await read { db in
            try ReadMarkRecord
                .filter(ReadMarkRecord.Columns.comicNumber <= number)
                .filter(!Comic.missingNumbers.contains(ReadMarkRecord.Columns.comicNumber))
                .fetchCount(db)
        }
        return max(0, number - missing - read)
    }

    func isRead(_ number: Int) async throws -> Bool {
        try await read { db in try ReadMarkRecord.exists(db, key: number) }
    }

    /// The numbers of every comic read.
    @Sendable static func readNumbers(_ db: Database) throws -> Set<Int> {
        try ReadMarkRecord.select(ReadMarkRecord.Columns.comicNumber, as: Int.self).fetchSet(db)
    }

    func readNumbers() async throws -> Set<Int> {
        try await read(Self.readNumbers)
    }

    /// The numbers xkcd skipped, as an SQL list (constants, never input).
    private static var missingNumbersSQL: String {
        Comic.missingNumbers.sorted().map(String.init).joined(separator: ", ")
    }
}
