import ComicData
import Foundation

extension SettingsFile {
    /// `$XDG_CONFIG_HOME/xkcd/config` (an absolute one), else `~/.config/xkcd/config`.
    public static func path(environment: [String: String]) -> String {
        if let home = environment["XDG_CONFIG_HOME"], home.hasPrefix("/") { return home + "/xkcd/config" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.config/xkcd/config"
    }

    /// The file at `path`; nil when there is none. A file that cannot be read or is bad is an error.
    public static func read(path: String) throws(SettingsError) -> SettingsFile? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        func failure(_ message: String) -> SettingsError {
            SettingsError("\(path): \(message)", source: nil)
        }
        // Looked at before opening: a FIFO would block every command in open().
        if let kind = SpecialFile.kind(atPath: path) { throw failure("is \(kind), not a file") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw failure("cannot be read") }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maximumBytes + 1)) ?? Data()
        guard data.count <= maximumBytes else { throw failure("is larger than \(maximumBytes / 1024) KiB") }
        guard let text = String(data: data, encoding: .utf8) else { throw failure("is not UTF-8 text") }
        return try SettingsFile(path: path, text: text)
    }
}
