import ComicTestSupport
import Foundation

/// Runs the built `xkcd` binary as a person would, and captures what it prints.
struct BinaryRunner {
    /// The database and home every run of this runner shares.
    let directory: URL
    let baseURL: URL?

    init(baseURL: URL?) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.baseURL = baseURL
    }

    var databasePath: String { directory.appendingPathComponent("xkcd.sqlite").path }

    /// The binary SwiftPM built beside the test bundle.
    static var executable: URL {
        get throws {
            let candidates = [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                    "xkcd"),
                Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("xkcd"),
                Bundle.main.bundleURL.appendingPathComponent("xkcd"),
            ]
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
                throw RunnerError.binaryNotFound(candidates.map(\.path))
            }
            return found
        }
    }

    enum RunnerError: Error, CustomStringConvertible {
        case binaryNotFound([String])

        var description: String {
            switch self {
            case .binaryNotFound(let paths): "xkcd binary not found at \(paths.joined(separator: ", "))"
            }
        }
    }

    func run(_ arguments: String...) async throws -> ChildProcess.Result {
        try await run(arguments)
    }

    /// Runs with a clean environment (NO_COLOR set), plus `extra` (an empty
    /// value removes a variable), and `input` on stdin.
    func run(
        _ arguments: [String], environment extra: [String: String] = [:], input: String? = nil
    ) async throws -> ChildProcess.Result {
        let environment = environment.merging(extra) { _, new in new }.filter { !$0.value.isEmpty }
        return try await ChildProcess.run(try Self.executable, arguments, environment: environment, input: input)
    }

    /// What every run sees: this runner's home, database and server.
    var environment: [String: String] {
        var environment = ["HOME": directory.path, "XKCD_DB": databasePath, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        if let baseURL { environment["XKCD_BASE_URL"] = baseURL.absoluteString }
        return environment
    }
}

extension BinaryRunner {
    /// A runner whose home holds `text` as its config file.
    static func configured(_ base: URL?, config text: String) throws -> BinaryRunner {
        let runner = try BinaryRunner(baseURL: base)
        try ConfigFixture.write(text, home: runner.directory)
        return runner
    }
}
