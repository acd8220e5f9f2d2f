import ComicTestSupport
import Foundation

/// Runs the built `xkcd` binary as a person would, and captures what it prints.
struct BinaryRunner: RunnerHome {
    let directory: URL
    let baseURL: URL?

    init(baseURL: URL?) throws {
        directory = try Self.newDirectory()
        self.baseURL = baseURL
    }

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
        try await run(arguments, through: try Self.executable, environment: extra, input: input)
    }

    /// Runs `program` (a shell that becomes xkcd, say) with the environment xkcd gets.
    func run(
        _ arguments: [String], through program: URL, environment extra: [String: String] = [:], input: String? = nil
    ) async throws -> ChildProcess.Result {
        try await ChildProcess.run(program, arguments, environment: environment(adding: extra), input: input)
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
