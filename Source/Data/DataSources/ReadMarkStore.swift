import Foundation

/// The comics the person has read, kept in the SQLite database.
///
/// A mark store, like the bookmarks: the set of marked numbers as an
/// AsyncSequence, and set or unset. Every feed that shows read marks shares
/// one. `changes()` also sees marks set by other `xkcd` processes sharing
/// the file, within `externalChangeCheckInterval`.
public struct ReadMarkStore: Sendable {
    public let database: AppDatabase
    private let now: @Sendable () -> Date
    private let externalChangeCheckInterval: Duration

    /// - Parameter now: the clock that dates each read mark.
    public init(
        database: AppDatabase,
        now: @escaping @Sendable () -> Date = { Date() },
        externalChangeCheckInterval: Duration = .milliseconds(250)
    ) {
        self.database = database
        self.now = now
        self.externalChangeCheckInterval = externalChangeCheckInterval
    }

    public func prewarm() async throws {
        try await database.prewarm()
    }

    /// The read numbers now, then again after every change. Ending the
    /// iteration ends the subscription.
    public func changes() -> AsyncThrowingStream<Set<Int>, any Error> {
        database.readNumberChanges(externalCheckInterval: externalChangeCheckInterval)
    }

    public func markedNumbers() async throws -> Set<Int> {
        try await database.readNumbers()
    }

    public func contains(_ number: Int) async throws -> Bool {
        try await database.isRead(number)
    }

    /// Marks or unmarks comics read, all in one transaction. A comic read
    /// before keeps its first time.
    public func setMarked(_ isMarked: Bool, numbers: [Int]) async throws {
        if isMarked {
            try await database.markRead(numbers, at: now())
        } else {
            try await database.unmarkRead(numbers)
        }
    }

    /// Marks every comic from 1 to `number` read, in one transaction; returns
    /// how many were not read before.
    @discardableResult
    public func markAll(atOrBelow number: Int) async throws -> Int {
        try await database.markRead(atOrBelow: number, at: now())
    }

    /// How many comics `markAll(atOrBelow:)` would mark.
    public func unmarkedCount(atOrBelow number: Int) async throws -> Int {
        try await database.unreadCount(atOrBelow: number)
    }
}
