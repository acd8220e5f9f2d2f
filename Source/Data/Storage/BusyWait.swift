import Foundation
import Synchronization

/// SQLite's busy handler for one database: waits in short steps while
/// another process writes, tells the person once after `noticeDelay`, and
/// gives up after `timeout` (SQLite then reports the database as busy, and
/// `StorageError` says so, naming the file).
final class BusyWait: Sendable {
    private static let step: TimeInterval = 0.01
    private let timeout: TimeInterval
    private let noticeDelay: TimeInterval
    private let onLongWait: (@Sendable () -> Void)?
    private let hasNoticed = Mutex(false)

    init(
        timeout: TimeInterval = AppDatabase.busyTimeout, noticeDelay: TimeInterval = AppDatabase.busyNoticeDelay,
        onLongWait: (@Sendable () -> Void)?
    ) {
        self.timeout = timeout
        self.noticeDelay = noticeDelay
        self.onLongWait = onLongWait
    }

    /// SQLite calls this with the tries so far; true means try again.
    @Sendable func shouldRetry(_ numberOfTries: Int) -> Bool {
        let waited = Double(numberOfTries) * Self.step
        guard waited < timeout else { return false }
        if waited >= noticeDelay, let onLongWait {
            let isFirst = hasNoticed.withLock { noticed in
                defer { noticed = true }
                return !noticed
            }
            if isFirst { onLongWait() }
        }
        Thread.sleep(forTimeInterval: Self.step)
        return true
    }
}
