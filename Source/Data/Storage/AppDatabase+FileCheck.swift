import Foundation
import GRDB

extension AppDatabase {
    /// Throws unless the file at `path` is missing, empty, or an xkcd
    /// database this version can open; reads it without writing a byte.
    ///
    /// Opening a pool would switch the file to WAL mode and migrating would
    /// add tables: neither may happen to a file that is not ours.
    static func checkExistingFile(atPath path: String) throws(StorageError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue { throw .cannotOpen(path: path, reason: "it is a folder") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .cannotOpen(path: path, reason: "permission denied")
        }

        var configuration = makeConfiguration()
        configuration.readonly = true
        do {
            let connection = try DatabaseQueue(path: path, configuration: configuration)
            try connection.read { db in try check(db, path: path) }
        } catch {
            throw .opening(error, path: path)
        }
    }

    private static func check(_ db: Database, path: String) throws(StorageError) {
        do {
            let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            switch applicationID {
            case Self.applicationID:
                break
            case 0:
                // Before v2 set the ID: a new file (maybe one another xkcd is
                // setting up right now), or an xkcd file of the first schema.
                let isEmpty = try Int.fetchOne(db, sql: """
                    SELECT count(*) FROM sqlite_master
                    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                    """) == 0
                let isFirstSchema = try migrator.appliedIdentifiers(db).contains(firstMigration)
                guard isEmpty || isFirstSchema else {
                    throw StorageError.notAnXkcdDatabase(path: path, reason: "it holds another program's tables")
                }
            default:
                throw StorageError.notAnXkcdDatabase(path: path, reason: "it belongs to another program")
            }
            if try migrator.hasBeenSuperseded(db) { throw StorageError.createdByNewerVersion(path: path) }
        } catch {
            throw .opening(error, path: path)
        }
    }
}
