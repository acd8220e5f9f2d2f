import ArgumentParser
import ComicData
import Foundation

extension MarkFileFormat: ExpressibleByArgument {}

/// What `bookmarks export|import` and `marks export|import` share.
enum MarkTransfer {
    static func export(_ kind: MarkKind, format: MarkFileFormat, global: GlobalOptions) async throws {
        try await CommandFailure.reporting {
            let marks = try await AppEnvironment(global: global).database.exportedMarks(kind)
            print(MarkFileWriter.text(marks, kind: kind, format: format), terminator: "")
        }
    }

    /// Reads the whole file before the database is opened: a file refused
    /// changes nothing, not even by creating the database.
    static func `import`(_ kind: MarkKind, file: String, global: GlobalOptions) async throws {
        try await CommandFailure.reporting {
            let name = file == "-" ? "standard input" : file
            let entries: [MarkEntry]
            do {
                entries = try MarkFileReader.entries(in: try contents(of: file), kind: kind)
            } catch let error as MarkFileError {
                // A wrong number in the file is refused like one on the command line.
                throw CommandFailure(
                    "\(name): \(error); nothing imported", exitCode: ExitCode.validationFailure.rawValue)
            }
            let database = try AppEnvironment(global: global).database
            let summary = try await database.importMarks(entries, kind: kind, now: Date())
            print("imported \(summary.added) (\(summary.alreadyMarked) already \(kind.adjective), 0 invalid)")
        }
    }

    /// The file's bytes, or standard input's for `-`; at most one byte more
    /// than a mark file may hold, so the reader can refuse it.
    private static func contents(of file: String) throws -> Data {
        let handle: FileHandle
        if file == "-" {
            handle = FileHandle.standardInput
        } else {
            guard let opened = FileHandle(forReadingAtPath: file) else {
                throw CommandFailure(
                    "cannot read \(file)\(FileManager.default.fileExists(atPath: file) ? "" : ": no such file")")
            }
            handle = opened
        }
        do {
            return try handle.read(upToCount: MarkFileReader.maximumBytes + 1) ?? Data()
        } catch {
            throw CommandFailure("cannot read \(file == "-" ? "standard input" : file): \(error.localizedDescription)")
        }
    }
}
