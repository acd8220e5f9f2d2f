import Foundation

/// Where a mark file is read from: a path, or `-` for standard input.
public enum MarkFileInput {
    /// Why the file could not be read, in one line naming it.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// "standard input" for `-`, else the path.
    public static func name(of file: String) -> String {
        file == "-" ? "standard input" : file
    }

    /// The file's bytes, or standard input's for `-`; at most one byte more
    /// than a mark file may hold, so the reader can refuse it.
    public static func contents(of file: String, standardInput: FileHandle = .standardInput) throws(Failure) -> Data {
        let handle: FileHandle
        if file == "-" {
            handle = standardInput
        } else {
            // Looked at first: a folder opens but fails its read with a Foundation code; a FIFO blocks.
            if let kind = SpecialFile.kind(atPath: file) {
                throw Failure(description: "cannot import \(file): it is \(kind), not a mark file")
            }
            guard let opened = FileHandle(forReadingAtPath: file) else {
                throw Failure(
                    description:
                        "cannot read \(file)\(FileManager.default.fileExists(atPath: file) ? "" : ": no such file")")
            }
            handle = opened
        }
        do {
            return try handle.read(upToCount: MarkFileReader.maximumBytes + 1) ?? Data()
        } catch {
            throw Failure(description: "cannot read \(name(of: file)): \(error.localizedDescription)")
        }
    }
}
