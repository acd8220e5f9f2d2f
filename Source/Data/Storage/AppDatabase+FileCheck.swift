import Foundation
import GRDB

extension AppDatabase {
    /// Throws unless the file at `path` is missing, empty, or an xkcd
    /// database this version can open; reads it without writing a byte.
    ///
    /// Opening a pool would switch the file to WAL mode and migrating would
    /// add tables: neither may happen to a file that is not ours.
    static func checkExistingFile(atPath path: String) throws(StorageError) {
        guard try checkFileKind(atPath: path) else { return }
        do {
            let connection = try readOnlyQueue(atPath: path, configuration: makeConfiguration())
            try connection.read { db in try check(db, path: path) }
        } catch {
            throw .opening(error, path: path)
        }
    }

    /// Throws unless `path` names nothing or a plain file this user may
    /// read; true when there is such a file, whose contents are still to check.
    static func checkFileKind(atPath path: String) throws(StorageError) -> Bool {
        if let kind = notARegularFile(atPath: path) { throw .cannotOpen(path: path, reason: "it is \(kind)") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
        if isDirectory.boolValue { throw .cannotOpen(path: path, reason: "it is a folder") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .cannotOpen(path: path, reason: "permission denied")
        }
        return true
    }

    /// `checkExistingFile`'s check of the contents, on a connection that has
    /// written nothing yet (one-shot commands use their only connection).
    static func checkContents(_ connection: DatabaseQueue, path: String) throws(StorageError) {
        do {
            try connection.read { db in try check(db, path: path) }
        } catch {
            throw .opening(error, path: path)
        }
    }

    /// A read-only connection to an existing file. A file in WAL mode needs
    /// its `-shm` index beside it, which SQLite cannot create in a folder
    /// this user may not write ("attempt to write a readonly database"), nor
    /// size on a full disk (`SQLITE_IOERR_SHMSIZE`): then the file is opened
    /// immutable, read as it is on disk.
    static func readOnlyQueue(atPath path: String, configuration: Configuration) throws -> DatabaseQueue {
        var configuration = configuration
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            _ = try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA schema_version") }
            return queue
        } catch let error as DatabaseError
            where [.SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_IOERR, .SQLITE_FULL].contains(error.resultCode)
        {
            var components = URLComponents()
            components.scheme = "file"
            components.path =
                (path as NSString).standardizingPath.hasPrefix("/")
                ? (path as NSString).standardizingPath
                : FileManager.default.currentDirectoryPath + "/" + path
            components.queryItems = [
                URLQueryItem(name: "mode", value: "ro"), URLQueryItem(name: "immutable", value: "1"),
            ]
            guard let uri = components.string else { throw error }
            return try DatabaseQueue(path: uri, configuration: configuration)
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
                let isEmpty =
                    try Int.fetchOne(
                        db,
                        sql: """
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
            try checkSchemaObjects(db, path: path)
        } catch {
            throw .opening(error, path: path)
        }
    }

    /// What the path names when it is there and not a plain file (a FIFO
    /// would block SQLite's open; a device or socket would get a journal
    /// created beside it); nil for a plain file or nothing at all.
    static func notARegularFile(atPath path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe), not a database file"
        case S_IFSOCK: return "a socket, not a database file"
        case S_IFCHR, S_IFBLK: return "a device, not a database file"
        default: return "not a regular file"
        }
    }
}
