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
    /// Set when a waiting write was cancelled (the person is leaving): no
    /// wait lasts any longer, and the count says how many gave up.
    private let abandoned = Mutex((isAbandoned: false, waits: 0))

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
        let gaveUp = abandoned.withLock { state in
            if state.isAbandoned { state.waits += 1 }
            return state.isAbandoned
        }
        if gaveUp { return false }
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

    /// A write was cancelled: it, and every wait after it, stops waiting for
    /// another process's lock. Writes are cancelled only when the run ends
    /// (`Q`, Ctrl-C), when nothing should hold it up any more.
    func abandon() {
        abandoned.withLock { $0.isAbandoned = true }
    }

    /// How many waits gave up because a write was cancelled: changes not saved.
    var abandonedWaits: Int { abandoned.withLock { $0.waits } }
}
