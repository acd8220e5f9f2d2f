import Foundation

extension Mark {
    /// Opened by the person: the Unread feed leaves these out.
    public static let read = Mark("read")
}

/// The comics the person has read, kept in the SQLite database: a
/// `MarkStore` like the bookmarks, shared by every feed that shows read marks.
///
/// `changes()` also sees marks set by other `xkcd` processes sharing the
/// file while `run()` runs; every store over one database shares one watcher.
public struct ReadMarkStore: MarkStore {
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
        try await database.readNumbers()
    }

    public func changes() async throws -> AsyncStream<Set<Int>> {
        try await database.readMarkWatcher.changes()
    }

    public func run() async {
        await database.readMarkWatcher.run()
    }

    public func contains(_ number: Int) async throws -> Bool {
        try await database.isRead(number)
    }

    public func setMarked(_ isMarked: Bool, comic: Comic) async throws {
        try await setMarked(isMarked, numbers: [comic.number])
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
