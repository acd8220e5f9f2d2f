import ComicTestSupport
import ComicUI
import Foundation

@testable import xkcd

/// Runs a command line in this process, as the binary would run it, with an
/// environment of its own and a console that keeps what is printed: the
/// command's whole path (parsing, settings, services, output and exit
/// status) without starting a process. `BinaryRunner` is for what needs one.
struct CommandRunner: RunnerHome {
    let directory: URL
    let baseURL: URL?

    init(baseURL: URL?) throws {
        directory = try Self.newDirectory()
        self.baseURL = baseURL
    }

    func run(_ arguments: String...) async throws -> ChildProcess.Result {
        try await run(arguments)
    }

    /// Runs with this runner's environment plus `extra` (an empty value
    /// removes a variable), and `input` on stdin.
    func run(
        _ arguments: [String], environment extra: [String: String] = [:], input: String? = nil
    ) async throws -> ChildProcess.Result {
        let environment = environment(adding: extra)
        let standardInput = try inputFile(input)
        defer { try? standardInput.close() }
        let capture = Console.Capture()
        let console = Console.captured(environment: environment, input: standardInput, into: capture)
        let ending = await Console.$current.withValue(console) {
            let ending = await XKCDCommand.execute(arguments)
            ending.say()
            return ending
        }
        return ChildProcess.Result(
            status: ending.status, stdout: capture.standardOutput, stderr: capture.standardError)
    }

    /// Standard input: `input` in a file of its own, else nothing to read.
    private func inputFile(_ input: String?) throws -> FileHandle {
        guard let input else { return try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/null")) }
        let file = directory.appendingPathComponent("stdin-\(UUID().uuidString)")
        try Data(input.utf8).write(to: file)
        return try FileHandle(forReadingFrom: file)
    }
}
