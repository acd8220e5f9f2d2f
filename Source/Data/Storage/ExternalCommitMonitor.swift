import GRDB

/// Makes GRDB's observers refetch when another connection commits to the file.
///
/// GRDB sees the commits of its own connections only; another `xkcd`
/// process commits unseen. SQLite's `PRAGMA data_version` changes, on one
/// connection, whenever any other connection has committed, so a read-only
/// connection of our own polls it.
struct ExternalCommitMonitor: Sendable {
    private let connection: DatabaseQueue
    private let initialVersion: Int
    private let writer: any DatabaseWriter
    private let interval: Duration

    /// Opens the polling connection and notes the file's version. Create
    /// the monitor before the observation starts, so no commit falls between.
    init(database: AppDatabase, interval: Duration) throws {
        var configuration = AppDatabase.makeConfiguration()
        configuration.readonly = true
        connection = try DatabaseQueue(path: database.path, configuration: configuration)
        initialVersion = try connection.read(Self.dataVersion)
        writer = database.writer
        self.interval = interval
    }

    /// Polls until cancelled; after a commit from elsewhere, notifies the
    /// observers of `table` as if our connection had changed it.
    func run(notifyingObserversOf table: String) async throws {
        var seenVersion = initialVersion
        while true {
            try await Task.sleep(for: interval)
            let version = try await connection.read(Self.dataVersion)
            guard version != seenVersion else { continue }
            seenVersion = version
            // An empty transaction: it wakes observers and commits nothing,
            // so it does not change the version other connections see.
            try await writer.write { db in try db.notifyChanges(in: Table(table)) }
        }
    }

    @Sendable private static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }
}
