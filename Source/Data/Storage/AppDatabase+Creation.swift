import Foundation
import GRDB

extension AppDatabase {
    /// Makes the database file at `path` when there is none, whole: the
    /// schema is built in a file beside it with no sync per step (each
    /// migration's commit, the switch to WAL and the close would each cost
    /// one, ~20 ms in all), synced once, then linked into place. A crash
    /// leaves no file, or a complete one; a file another process made
    /// meanwhile is kept and ours dropped.
    static func createIfMissing(atPath path: String, configuration: Configuration) throws(StorageError) {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        // Its own name: other connections, in this process too, may be making one at the same moment.
        let building = "\(path).new-\(UUID().uuidString)"
        defer { unlink(building) }
        do {
            let queue = try DatabaseQueue(path: building, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                // Nothing in this file matters until it is linked into place.
                try db.execute(sql: "PRAGMA synchronous = OFF")
                _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = MEMORY")
            }
            try migrator.migrate(queue)
            try queue.writeWithoutTransaction { db in
                guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
                    throw StorageError.cannotOpen(path: path, reason: "could not switch to WAL mode")
                }
            }
            try queue.close()
        } catch {
            throw .opening(error, path: path)
        }
        let descriptor = open(building, O_RDONLY)
        guard descriptor >= 0, fsync(descriptor) == 0 else {
            if descriptor >= 0 { close(descriptor) }
            throw .cannotOpen(
                path: path, reason: "could not save the new database: \(String(cString: strerror(errno)))")
        }
        close(descriptor)
        guard link(building, path) == 0 || errno == EEXIST else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
    }

    static func makeConfiguration(onLongWait: (@Sendable () -> Void)? = nil) -> Configuration {
        makeConfiguration(busyWait: BusyWait(onLongWait: onLongWait))
    }

    static func makeConfiguration(busyWait: BusyWait) -> Configuration {
        var configuration = Configuration()
        configuration.label = "xkcd"
        // Writes are IMMEDIATE transactions in GRDB, so this wait covers every
        // write: another process's write delays ours instead of failing it.
        // Read-only connections use it too.
        configuration.busyMode = .callback(busyWait.shouldRetry)
        configuration.prepareDatabase { db in SearchRanking.register(in: db) }
        return configuration
    }
}
