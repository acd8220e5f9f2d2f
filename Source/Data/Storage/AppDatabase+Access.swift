import GRDB

/// How the stores reach the database: one transaction at a time, with
/// errors that name the file.
extension AppDatabase {
    /// Runs `body` in a read transaction; errors become `StorageError`s.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.read(body)
        } catch {
            throw storageError(error)
        }
    }

    /// Runs `body` in one write transaction: all of it is saved, or none.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.write(body)
        } catch {
            throw storageError(error)
        }
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
}
