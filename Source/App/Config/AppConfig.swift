import ComicData
import ComicUI
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The config file, found and applied once per run, before any command
/// reads its settings: each setting becomes its environment variable unless
/// the environment already has it.
enum AppConfig {
    /// What the run started with: the environment before the file, and the file.
    struct Loaded: Sendable {
        let environment: [String: String]
        let file: ConfigFile?
        /// Where the file is looked for, found or not.
        let path: String
    }

    private static let loaded = Mutex<Loaded?>(nil)

    /// `$XDG_CONFIG_HOME/xkcd/config` (an absolute one), else `~/.config/xkcd/config`.
    static func path(environment: [String: String]) -> String {
        if let home = environment["XDG_CONFIG_HOME"], home.hasPrefix("/") { return home + "/xkcd/config" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.config/xkcd/config"
    }

    /// Reads the file at `path`; nil when there is none. A file that cannot be read or is bad is an error.
    static func read(path: String) throws(ConfigError) -> ConfigFile? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        // Looked at before opening: a FIFO would block every command in open().
        if let kind = SpecialFile.kind(atPath: path) {
            throw ConfigError(path: path, line: nil, message: "is \(kind), not a file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ConfigError(path: path, line: nil, message: "cannot be read")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: ConfigFile.maximumBytes + 1)) ?? Data()
        guard data.count <= ConfigFile.maximumBytes else {
            throw ConfigError(path: path, line: nil, message: "is larger than \(ConfigFile.maximumBytes / 1024) KiB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(path: path, line: nil, message: "is not UTF-8 text")
        }
        return try ConfigFile(path: path, text: text)
    }

    /// Applies the file once; later calls return what the first found.
    @discardableResult
    static func applyOnce() throws -> Loaded {
        try loaded.withLock { state in
            if let state { return state }
            let environment = ProcessInfo.processInfo.environment
            let path = path(environment: environment)
            let file: ConfigFile?
            do {
                file = try read(path: path)
            } catch {
                throw CommandFailure("\(error)", exitCode: 64)  // a usage mistake, as a bad flag is
            }
            for setting in file?.settings ?? [] where (environment[setting.key.variable] ?? "").isEmpty {
                setenv(setting.key.variable, setting.value, 1)
            }
            let result = Loaded(environment: environment, file: file, path: path)
            state = result
            return result
        }
    }
}
