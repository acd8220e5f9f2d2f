import Foundation
import GRDB

/// The xkcd database: the person's bookmarks and a cache of every comic fetched.
///
/// The one owner of the SQLite connection and its schema. A file opens in WAL
/// mode with a busy timeout, so several `xkcd` processes can read and write
/// it at once: as one connection for a one-shot command, as a `DatabasePool`
/// for the reader (see `DatabaseConnections`); `inMemory()` is for tests.
/// Every failure is a `StorageError` that names the file.
public struct AppDatabase: Sendable {
    /// The database file; `:memory:` for an in-memory database.
    public let path: String
    let writer: any DatabaseWriter
    /// True for a file, which other connections and processes may change too.
    let isShared: Bool
    /// The one watcher of the bookmarks for every store and feed over this database.
    let bookmarkWatcher: MarkWatcher
    /// The one watcher of the read marks, likewise.
    let readMarkWatcher: MarkWatcher
    /// The watchers of What If? articles' bookmarks and read marks, likewise.
    let whatIfBookmarkWatcher: MarkWatcher
    let whatIfReadWatcher: MarkWatcher
    /// The file (or its folder) cannot be written: it was opened read-only.
    /// Reads work; every write fails with an error naming the file.
    public let isReadOnly: Bool
    /// Why a file that looked writable opened read-only: SQLite could not
    /// write beside it ("the disk is full"); nil otherwise.
    public let cannotWriteReason: String?
    /// Called when a damaged search index was found and rebuilt.
    let onSearchIndexRepaired: (@Sendable () -> Void)?
    /// How writes wait for other processes; a cancelled write stops it waiting.
    let busyWait: BusyWait
    /// The connection reads run on in the calling thread (`DatabaseConnections.oneReadingInline`).
    let inlineReader: DatabaseQueue?

    /// How long a write waits for another process's write before failing.
    static let busyTimeout: TimeInterval = 10
    /// How long a wait lasts before the person is told about it.
    public static let busyNoticeDelay: TimeInterval = 1

    private init(
        _ writer: any DatabaseWriter, path: String, isShared: Bool, polling: ChangePolling, isReadOnly: Bool = false,
        cannotWriteReason: String? = nil, onSearchIndexRepaired: (@Sendable () -> Void)? = nil,
        busyWait: BusyWait = BusyWait(onLongWait: nil), readsInline: Bool = false
    ) throws(StorageError) {
        self.writer = writer
        inlineReader = readsInline ? writer as? DatabaseQueue : nil
        self.busyWait = busyWait
        self.onSearchIndexRepaired = onSearchIndexRepaired
        self.path = path
        self.isShared = isShared
        let poller = CommitPoller(path: path, writer: writer, polling: polling)
        bookmarkWatcher = MarkWatcher(
            table: BookmarkRecord.databaseTableName, fetch: Self.bookmarkedNumbers,
            writer: writer, path: path, isShared: isShared, poller: poller)
        readMarkWatcher = MarkWatcher(
            table: ReadMarkRecord.databaseTableName, fetch: Self.readNumbers,
            writer: writer, path: path, isShared: isShared, poller: poller)
        (whatIfBookmarkWatcher, whatIfReadWatcher) = Self.whatIfWatchers(
            writer: writer, path: path, isShared: isShared, poller: poller)
        self.isReadOnly = isReadOnly
        self.cannotWriteReason = cannotWriteReason
        if isReadOnly {
            try Self.checkUpToDate(writer, path: path)
        } else {
            // Migrations commit one by one under GRDB's WAL default (NORMAL):
            // a new file's schema costs no sync per migration, and a power cut
            // at worst replays the last ones. Then a bookmark is worth a sync
            // on every commit.
            try Self.migrate(writer, path: path)
            try Self.syncEveryCommit(writer, path: path)
        }
    }

    private static func syncEveryCommit(_ writer: any DatabaseWriter, path: String) throws(StorageError) {
        do {
            try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        } catch {
            throw .opening(error, path: path)
        }
    }

    /// Opens the database file at `path`, creating it and its missing folders
    /// (readable by the user only), and upgrades an older schema in place.
    ///
    /// A file that is not an xkcd database, or comes from a newer xkcd, is
    /// reported and left exactly as it was. A file the user cannot write
    /// opens read-only (see `isReadOnly`).
    ///
    /// - Parameters:
    ///   - connections: one connection, or a pool of readers beside the writer.
    ///   - changePolling: how often to look for bookmarks changed by other
    ///     processes, while a feed or store runs.
    ///   - onLongWait: called once if a write waits more than a second for
    ///     another process's; the wait ends after `busyTimeout`.
    ///   - onSearchIndexRepaired: called when a damaged search index was rebuilt.
    public init(
        path: String, connections: DatabaseConnections = .pool, changePolling: ChangePolling = ChangePolling(),
        onLongWait: (@Sendable () -> Void)? = nil, onSearchIndexRepaired: (@Sendable () -> Void)? = nil
    ) throws(StorageError) {
        try Self.createFolder(containing: path)
        // A pool switches the file to WAL mode as it opens: its contents are
        // checked first on a connection of their own. One connection checks
        // them itself before it writes anything (a second open and schema read
        // were a fifth of `xkcd new`'s start).
        let existed: Bool
        switch connections {
        case .one, .oneReadingInline: existed = try Self.checkFileKind(atPath: path)
        case .pool:
            existed = false
            try Self.checkExistingFile(atPath: path)
        }
        let busyWait = BusyWait(onLongWait: onLongWait)
        let configuration = Self.makeConfiguration(busyWait: busyWait)
        let readsInline = connections == .oneReadingInline
        try Self.createIfMissing(atPath: path, configuration: configuration)
        if Self.isReadOnlyFile(atPath: path) {
            let reader = try Self.openReadOnly(atPath: path, configuration, checkingContents: existed)
            try self.init(
                reader, path: path, isShared: true, polling: changePolling,
                isReadOnly: true, onSearchIndexRepaired: onSearchIndexRepaired, busyWait: busyWait,
                readsInline: readsInline)
            return
        }
        do {
            let writer: any DatabaseWriter =
                switch connections {
                case .one, .oneReadingInline: try Self.openQueue(atPath: path, configuration, checkingContents: existed)
                case .pool: try Self.openPool(atPath: path, configuration)
                }
            try self.init(
                writer, path: path, isShared: true, polling: changePolling,
                onSearchIndexRepaired: onSearchIndexRepaired, busyWait: busyWait, readsInline: readsInline)
        } catch .cannotWrite(_, let reason) {
            // A full disk: SQLite cannot make its `-shm` index beside the file. Reading needs none.
            let reader = try Self.openReadOnly(atPath: path, configuration, checkingContents: existed)
            try self.init(
                reader, path: path, isShared: true, polling: changePolling,
                isReadOnly: true, cannotWriteReason: reason, onSearchIndexRepaired: onSearchIndexRepaired,
                busyWait: busyWait, readsInline: readsInline)
        }
    }

    /// A new, empty database in memory.
    public static func inMemory(onSearchIndexRepaired: (@Sendable () -> Void)? = nil) throws(StorageError)
        -> AppDatabase
    {
        let path = ":memory:"
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(configuration: makeConfiguration())
        } catch {
            throw .opening(error, path: path)
        }
        return try AppDatabase(
            queue, path: path, isShared: false, polling: ChangePolling(), onSearchIndexRepaired: onSearchIndexRepaired)
    }

    /// An existing file that this user may read but not write, or whose
    /// folder does not let SQLite create its journal beside it.
    private static func isReadOnlyFile(atPath path: String) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        let folder = (path as NSString).deletingLastPathComponent
        return access(path, W_OK) != 0 || access(folder.isEmpty ? "." : folder, W_OK) != 0
    }

    private static func openReadOnly(
        atPath path: String, _ configuration: Configuration, checkingContents: Bool
    ) throws(StorageError) -> DatabaseQueue {
        let reader: DatabaseQueue
        do {
            reader = try readOnlyQueue(atPath: path, configuration: configuration)
        } catch {
            throw .opening(error, path: path)
        }
        if checkingContents { try checkContents(reader, path: path) }
        return reader
    }

    /// A read-only file cannot be upgraded: it must already have this version's schema.
    private static func checkUpToDate(_ reader: any DatabaseReader, path: String) throws(StorageError) {
        do {
            guard try reader.read(migrator.hasCompletedMigrations) else {
                throw StorageError.cannotUpgrade(path: path, reason: "the file is read-only")
            }
        } catch {
            throw .opening(error, path: path)
        }
    }

    private static func migrate(_ writer: any DatabaseWriter, path: String) throws(StorageError) {
        // Up to date, the usual case: a read on the writer's connection, no
        // write (GRDB's migrate takes the write lock and creates its table).
        if (try? writer.writeWithoutTransaction(migrator.hasCompletedMigrations)) == true { return }
        // Two processes may migrate a new file at the same moment: the second
        // fails on tables the first created, then finds the work done.
        var attempt = 0
        while true {
            do {
                try migrator.migrate(writer)
                return
            } catch {
                attempt += 1
                if (try? writer.read(migrator.hasCompletedMigrations)) == true { return }
                if attempt > migrator.migrations.count {
                    throw .cannotUpgrade(path: path, reason: StorageError.reason(error))
                }
            }
        }
    }

    private static func createFolder(containing path: String) throws(StorageError) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) else { return }
        do {
            // Bookmarks are personal: folders we create are the user's alone.
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotOpen(path: path, reason: "cannot create folder \(folder): \(StorageError.reason(error))")
        }
    }
}
