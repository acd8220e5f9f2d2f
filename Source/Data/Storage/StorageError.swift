import Foundation
import GRDB

/// Why the database could not be opened, read or written; always names the file.
public enum StorageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is not an SQLite database, or is one that belongs to another program.
    case notAnXkcdDatabase(path: String, reason: String)
    /// The file is an SQLite database whose content is broken.
    case damaged(path: String, reason: String)
    /// The file, or its folder, cannot be read or created.
    case cannotOpen(path: String, reason: String)
    /// SQLite cannot write the file or the index and log beside it (a full disk).
    case cannotWrite(path: String, reason: String)
    /// A newer xkcd changed the schema in ways this version does not know.
    case createdByNewerVersion(path: String)
    /// Migrating an older schema failed; the file was left as it was.
    case cannotUpgrade(path: String, reason: String)
    /// Neither the command line nor the environment says where the database goes.
    case noLocation
    /// A read or a write failed; a failed write changed nothing.
    case failed(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAnXkcdDatabase(let path, let reason):
            "\(path) is not an xkcd database (\(reason))"
        case .damaged(let path, let reason):
            "\(path) is damaged (\(reason))"
        case .cannotOpen(let path, let reason):
            "cannot open \(path) (\(reason))"
        case .cannotWrite(let path, let reason):
            "cannot write \(path) (\(reason))"
        case .createdByNewerVersion(let path):
            "\(path) was written by a newer xkcd; update xkcd to use it"
        case .cannotUpgrade(let path, let reason):
            "cannot upgrade \(path) to this version of xkcd (\(reason))"
        case .noLocation:
            "no place for the database: HOME is not set; pass --db or set XKCD_DB"
        case .failed(let path, let reason):
            "\(path): \(reason)"
        }
    }
}

extension StorageError {
    /// An error met while opening the file.
    static func opening(_ error: any Error, path: String) -> StorageError {
        if let error = error as? StorageError { return error }
        guard let error = error as? DatabaseError else { return .cannotOpen(path: path, reason: reason(error)) }
        switch error.resultCode {
        case .SQLITE_NOTADB: return .notAnXkcdDatabase(path: path, reason: reason(error))
        case .SQLITE_CORRUPT: return .damaged(path: path, reason: reason(error))
        case .SQLITE_IOERR, .SQLITE_FULL: return .cannotWrite(path: path, reason: writeReason(error, path: path))
        default: return .cannotOpen(path: path, reason: reason(error))
        }
    }

    /// An error met while reading or writing an open database.
    static func using(_ error: any Error, path: String) -> StorageError {
        if let error = error as? StorageError { return error }
        if let error = error as? DatabaseError, [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
            return .damaged(path: path, reason: reason(error))
        }
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_BUSY {
            let seconds = Int(AppDatabase.busyTimeout)
            return .failed(
                path: path, reason: "another xkcd kept it busy for \(seconds) s; nothing was changed, try again")
        }
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_FULL {
            return .failed(path: path, reason: "the disk is full; nothing was changed")
        }
        return .failed(path: path, reason: reason(error))
    }

    /// A write that failed after `saved` things were saved by earlier ones:
    /// "the disk is full after saving 1,100 comics", not "nothing was changed".
    public func afterSaving(_ saved: Int, _ noun: String) -> StorageError {
        let unchanged = "; nothing was changed"
        guard saved > 0, case .failed(let path, let reason) = self, reason.hasSuffix(unchanged) else { return self }
        let what = "\(saved.grouped) \(saved == 1 ? noun : noun + "s")"
        return .failed(path: path, reason: "\(reason.dropLast(unchanged.count)) after saving \(what)")
    }

    /// "the disk is full" when it is (SQLite says only "disk I/O error"), else SQLite's words.
    static func writeReason(_ error: any Error, path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        var space = statvfs()
        guard statvfs(folder.isEmpty ? "." : folder, &space) == 0, space.f_bavail == 0 else { return reason(error) }
        return "the disk is full"
    }

    /// SQLite's own words ("file is not a database"), without GRDB's statement dump.
    static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "SQLite error \(error.resultCode.rawValue)"
        }
        return error.localizedDescription
    }
}
