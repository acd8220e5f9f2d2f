import Foundation
import Subprocess
import SystemPackage

/// Runs a program to its end and collects what it printed.
///
/// swift-subprocess rather than Foundation's Process: on Linux, Process
/// learns of a child's exit through a socket the child inherits, so a child
/// that leaves a daemon behind (tmux starting its server) never "exits".
public enum ChildProcess {
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String

        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    /// Output beyond this is an error rather than a silently cut result.
    static let outputLimit = 16 * 1024 * 1024

    /// - Parameter input: what the child reads on standard input; none when nil.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, input: String? = nil
    ) async throws -> Result {
        let environment: Subprocess.Environment =
            environment.map { values in
                .custom(
                    Dictionary(
                        uniqueKeysWithValues: values.compactMap { key, value in
                            Subprocess.Environment.Key(rawValue: key).map { ($0, value) }
                        }))
            } ?? .inherit
        if let input {
            return try await run(executable, arguments, environment: environment, input: .array(Array(input.utf8)))
        }
        return try await run(executable, arguments, environment: environment, input: .none)
    }

    private static func run(
        _ executable: URL, _ arguments: [String], environment: Subprocess.Environment, input: some InputProtocol
    ) async throws -> Result {
        let result = try await Subprocess.run(
            .path(FilePath(executable.path)),
            arguments: Arguments(arguments),
            environment: environment,
            input: input,
            output: .string(limit: outputLimit),
            error: .string(limit: outputLimit))
        let status: Int32 =
            switch result.terminationStatus {
            case .exited(let code): code
            case .signaled(let signal): 128 + signal
            }
        return Result(status: status, stdout: result.standardOutput, stderr: result.standardError)
    }
}
