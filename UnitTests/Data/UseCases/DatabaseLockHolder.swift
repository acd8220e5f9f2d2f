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
    func askedWhileLocked(_ server: StubXKCDServer) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await server.waitUntilRequests(1)
                return true
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(5))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            // The waiter left behind ends with the request, once the lock is gone.
            try? await queue.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
            return first
        }
    }
}
