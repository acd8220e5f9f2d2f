import Foundation
import GRDB

/// Opening the file's connections, waiting out another process setting up WAL mode.
extension AppDatabase {
    static func openPool(atPath path: String, _ configuration: Configuration) throws(StorageError)
        -> DatabasePool
    {
        try retryingBusy(path: path) { try DatabasePool(path: path, configuration: configuration) }
    }

    /// One connection. WAL mode is a property of the file, so only a file
    /// not yet in it is switched; GRDB's own WAL set-up would also write a
    /// table into every fresh WAL file (for pools' snapshots, not needed here).
    static func openQueue(atPath path: String, _ configuration: Configuration, checkingContents: Bool)
        throws(StorageError) -> DatabaseQueue
    {
        try retryingBusy(path: path) {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            if checkingContents { try checkContents(queue, path: path) }
            // Pages read in place from the file's mapping, not copied into a
            // heap cache page by page: an offline search read ~1 MB that way,
            // a quarter of its page faults. Writes still go through write().
            try queue.inDatabase { db in try db.execute(sql: "PRAGMA mmap_size = \(mappedBytes)") }
            try queue.writeWithoutTransaction { db in
                guard try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" else { return }
                guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
                    throw StorageError.cannotOpen(path: path, reason: "could not switch to WAL mode")
                }
                // As GRDB does for a pool: migrations commit without a sync each.
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
            }
            return queue
        }
    }

    /// The most of the file one connection maps: three times the whole
    /// archive's file (~10 MB). Mapped pages count in the process's memory,
    /// so a hostile file's huge rows are read past it through the bounded cache.
    static let mappedBytes = 32 << 20

    static func retryingBusy<Writer>(
        path: String, timeout: TimeInterval = busyTimeout, _ open: () throws -> Writer
    ) throws(StorageError) -> Writer {
        // Two connections switching a new file to WAL mode at once would
        // deadlock, so SQLite fails one at once, without the busy timeout.
        // Retrying after the other one is done is SQLite's own advice. A
        // busy that waited out the busy timeout is not tried again: a lock
        // held that long is another program's, and it has had its wait.
        let deadline = Date(timeIntervalSinceNow: timeout)
        var attempt = 0
        while true {
            do {
                return try open()
            } catch let error as DatabaseError
                where error.resultCode == .SQLITE_BUSY && attempt < 100 && Date() < deadline
            {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.02)
            } catch {
                throw .opening(error, path: path)
            }
        }
    }
}
