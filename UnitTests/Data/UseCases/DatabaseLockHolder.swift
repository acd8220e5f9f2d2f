import ComicTestSupport
import Foundation
import GRDB

/// Another process's write lock on a database file (a rollback journal:
/// opening the file waits for the lock), for tests of what leaves first.
struct DatabaseLockHolder {
    let queue: DatabaseQueue

    init(path: String) async throws {
        var holding = Configuration()
        holding.allowsUnsafeTransactions = true
        queue = try DatabaseQueue(path: path, configuration: holding)
        try await queue.writeWithoutTransaction { try $0.execute(sql: "BEGIN EXCLUSIVE") }
    }

    /// Whether `server` saw a request while the lock was held (5 s at most); the lock is let go after.
    /// Watched from a thread of its own: the open waiting for the lock blocks a
    /// thread of the concurrency pool, and with two such tests at once on two
    /// cores none would be left to let go (each open waited out its busy timeouts).
    func askedWhileLocked(_ server: StubXKCDServer) async -> Bool {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [queue] in
                let deadline = Date(timeIntervalSinceNow: 5)
                while server.requestCountNow == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
                let asked = server.requestCountNow > 0
                // The waiter left behind ends with the request, once the lock is gone.
                try? queue.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
                continuation.resume(returning: asked)
            }
        }
    }
}
