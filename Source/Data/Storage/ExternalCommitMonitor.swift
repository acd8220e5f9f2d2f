import GRDB

/// Makes GRDB's observers refetch when another connection commits to the file.
///
/// GRDB sees the commits of its own connections only; another `xkcd`
/// process commits unseen. SQLite's `PRAGMA data_version` changes, on one
/// connection, whenever any other connection has committed, so a read-only
/// connection of our own polls it: one prepared statement, stepped outside
/// any transaction: the poll wakes the reader four times a second for life.
struct ExternalCommitMonitor: Sendable {
    private let connection: DatabaseQueue
    private let initialVersion: Int
    private let writer: any DatabaseWriter
    private let polling: ChangePolling

    /// Opens the polling connection and notes the file's version. Create
    /// the monitor before the observation starts, so no commit falls between.
    init(path: String, writer: any DatabaseWriter, polling: ChangePolling) throws {
        var configuration = AppDatabase.makeConfiguration()
        configuration.readonly = true
        connection = try DatabaseQueue(path: path, configuration: configuration)
        initialVersion = try connection.inDatabase(Self.dataVersion)
        self.writer = writer
        self.polling = polling
    }

    /// Polls until cancelled; after a commit from elsewhere, notifies the
    /// observers of `tables` as if our connection had changed them.
    func run(notifyingObserversOf tables: @escaping @Sendable () async -> [String]) async throws {
        var seenVersion = initialVersion
        while true {
            try await polling.clock.sleep(for: polling.interval)
            let version = try connection.inDatabase(Self.dataVersion)
            guard version != seenVersion else { continue }
            seenVersion = version
            let changed = await tables()
            // An empty transaction: it wakes observers and commits nothing,
            // so it does not change the version other connections see.
            try await writer.write { db in
                for table in changed { try db.notifyChanges(in: Table(table)) }
            }
        }
    }

    @Sendable private static func dataVersion(_ db: Database) throws -> Int {
        // The cursor resets the statement once read, so no read transaction stays open.
        try Int.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? 0
    }
}
