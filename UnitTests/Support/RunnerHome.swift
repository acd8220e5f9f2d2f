import Foundation

/// What a runner of command lines (the binary's, or the in-process one)
/// gives each run: a folder of its own as home and database, and the server.
public protocol RunnerHome {
    /// The database and home every run of this runner shares.
    var directory: URL { get }
    var baseURL: URL? { get }
}

extension RunnerHome {
    /// A new, empty folder for a runner's home.
    public static func newDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    public var databasePath: String { directory.appendingPathComponent("xkcd.sqlite").path }

    /// What every run sees: this runner's home, database and server, and no colour.
    public var environment: [String: String] {
        var environment = ["HOME": directory.path, "XKCD_DB": databasePath, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        if let baseURL { environment["XKCD_BASE_URL"] = baseURL.absoluteString }
        // Under ThreadSanitizer the binary is instrumented too: its reports go where the test run's do.
        if let options = ProcessInfo.processInfo.environment["TSAN_OPTIONS"] { environment["TSAN_OPTIONS"] = options }
        return environment
    }

    /// `environment` plus `extra`, where an empty value removes a variable.
    public func environment(adding extra: [String: String]) -> [String: String] {
        environment.merging(extra) { _, new in new }.filter { !$0.value.isEmpty }
    }
}
