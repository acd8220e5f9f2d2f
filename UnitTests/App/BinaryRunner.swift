import Foundation

/// Runs the built `xkcd` binary as a person would, and captures what it prints.
struct BinaryRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

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
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("xkcd"),
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
        var description: String { "xkcd binary not found at \($0.joined(separator: ", "))" }
    }

    func run(_ arguments: String...) async throws -> Result {
        try await run(arguments)
    }

    func run(_ arguments: [String]) async throws -> Result {
        let process = Process()
        process.executableURL = try Self.executable
        process.arguments = arguments
        var environment = ["HOME": directory.path, "XKCD_DB": databasePath, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        if let baseURL { environment["XKCD_BASE_URL"] = baseURL.absoluteString }
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        // Both pipes are drained while the process runs, so a large output cannot block it.
        async let out = Self.readAll(stdout.fileHandleForReading)
        async let err = Self.readAll(stderr.fileHandleForReading)
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        return Result(status: status, stdout: await out, stderr: await err)
    }

    private static func readAll(_ handle: FileHandle) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: String(decoding: handle.readDataToEndOfFile(), as: UTF8.self))
            }
        }
    }
}
