import GRDB

/// One `ExternalCommitMonitor` per database file, however many tables are
/// watched: each poll is a wake-up of an otherwise idle reader, so the
/// bookmarks' and the read marks' watchers share it. It runs while at least
/// one watcher has joined and stops when the last one leaves.
actor CommitPoller {
    private let path: String
    private let writer: any DatabaseWriter
    private let polling: ChangePolling
    /// The tables watched now, with how many watchers joined for each.
    private var joined: [String: Int] = [:]
    private var poll: Task<Void, Never>?

    init(path: String, writer: any DatabaseWriter, polling: ChangePolling) {
        self.path = path
        self.writer = writer
        self.polling = polling
    }

    /// Wakes `table`'s observers after another process commits, until `leave`.
    /// Join before the observation starts, so no commit falls between.
    func join(_ table: String) throws {
        if poll == nil {
            let monitor = try ExternalCommitMonitor(path: path, writer: writer, polling: polling)
            poll = Task { try? await monitor.run { await self.tables } }
        }
        joined[table, default: 0] += 1
    }

    func leave(_ table: String) {
        let count = (joined[table] ?? 0) - 1
        joined[table] = count > 0 ? count : nil
        guard joined.isEmpty else { return }
        poll?.cancel()
        poll = nil
    }

    private var tables: [String] { Array(joined.keys) }
}
