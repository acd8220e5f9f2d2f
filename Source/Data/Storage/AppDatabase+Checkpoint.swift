import GRDB

/// Copying the write-ahead log into the file at a moment the caller chooses.
extension AppDatabase {
    /// Copies the log's committed pages into the file now (SQLite's passive
    /// checkpoint: it never waits for another process's readers), so closing
    /// the database has only what was written after it left to copy.
    /// Returns the log's frames still not copied (0: all of them were).
    @discardableResult
    public func checkpoint() async throws -> Int {
        do {
            return try await writer.writeWithoutTransaction { db in
                let frames = try db.checkpoint(.passive)
                return max(0, frames.walFrameCount - frames.checkpointedFrameCount)
            }
        } catch {
            throw StorageError.using(error, path: path)
        }
    }
}
