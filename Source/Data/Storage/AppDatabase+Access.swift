import GRDB

/// How the stores reach the database: one transaction at a time, with
/// errors that name the file.
extension AppDatabase {
    /// Runs `body` in a read transaction; errors become `StorageError`s.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            if let inlineReader { return try Self.readInline(inlineReader, body) }
            return try await writer.read(body)
        } catch  where Self.mayBeDamagedIndex(error) {
            guard await repaired() else { throw storageError(error) }
            return try await read(body)
        } catch {
            throw storageError(error)
        }
    }

    /// GRDB's synchronous read, on this thread: a sync function, so that the async overload is not chosen.
    private static func readInline<T>(_ reader: DatabaseQueue, _ body: (Database) throws -> T) throws -> T {
        try reader.read(body)
    }

    /// Runs `body` in one write transaction: all of it is saved, or none.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await write(syncing: true, body)
    }

    /// `write` for what the server sends again (the comics' cache): its
    /// commit has no sync of its own. In WAL mode at synchronous NORMAL a
    /// power cut may lose the last such commits, never the file's
    /// consistency. The connection is back at FULL afterwards, so the next
    /// bookmark's commit syncs the log, these frames with it.
    func writeRefetchable<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await write(syncing: false, body)
    }

    private func write<T: Sendable>(
        syncing: Bool, _ body: @escaping @Sendable (Database) throws -> T
    ) async throws -> T {
        do {
            // Cancelled (the run is ending): stop waiting for another process's lock at once.
            return try await withTaskCancellationHandler {
                syncing ? try await writer.write(body) : try await writer.writeWithoutTransaction(Self.unsynced(body))
            } onCancel: { [busyWait] in
                busyWait.abandon()
            }
        } catch  where Self.mayBeDamagedIndex(error) {
            guard await repaired() else { throw storageError(error) }
            return try await write(syncing: syncing, body)
        } catch {
            throw storageError(error)
        }
    }

    /// `body` in a transaction committed at synchronous NORMAL, FULL again after it whatever happens.
    private static func unsynced<T: Sendable>(
        _ body: @escaping @Sendable (Database) throws -> T
    ) -> @Sendable (Database) throws -> T {
        { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            defer { try? db.execute(sql: "PRAGMA synchronous = FULL") }
            var result: T?
            try db.inTransaction {
                result = try body(db)
                return .commit
            }
            guard let result else { throw DatabaseError(resultCode: .SQLITE_MISUSE) }
            return result
        }
    }

    /// Rebuilds a damaged search index and says so; false when the index was
    /// sound (the damage is elsewhere) or could not be rebuilt, so a failing
    /// body is run again at most once per rebuild.
    private func repaired() async -> Bool {
        guard await repairSearchIndexIfDamaged() else { return false }
        onSearchIndexRepaired?()
        return true
    }

    private func storageError(_ error: any Error) -> any Error {
        if error is CancellationError { return error }
        if let cannotWriteReason, (error as? DatabaseError)?.resultCode == .SQLITE_READONLY {
            return StorageError.failed(path: path, reason: "\(cannotWriteReason); nothing was changed")
        }
        return StorageError.using(error, path: path)
    }

    /// Opens a reader connection and loads the schema, so the first page needs neither.
    func prewarm() async throws {
        _ = try await read { db in try BookmarkRecord.fetchCount(db) }
    }

    /// Changes not saved because the run ended while another process held the lock.
    public var abandonedWrites: Int { busyWait.abandonedWaits }

    /// Returns once the writes started before it are over: the writer runs
    /// them in order, and a cancelled one stops waiting for a lock at once.
    public func settleWrites() async {
        _ = try? await writer.writeWithoutTransaction { _ in }
    }
}
