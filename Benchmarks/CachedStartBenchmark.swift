import ComicTestSupport
import Foundation

/// Launch of the `xkcd` binary to its first list, from a warm cache, with
/// the network unreachable (the server stopped: connections are refused).
enum CachedStartBenchmark {
    static func run(archive: ComicArchive, runs: Int) async throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "xkcd")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("-- cached start: skipped, no xkcd binary beside xkcd-bench (build it: swift build -c release)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("xkcd.sqlite").path

        let server = StubXKCDServer(archive: archive)
        let baseURL = try await server.start()
        try await launch(binary, ["latest", "--count", "20"], database: database, baseURL: baseURL)
        // The prompt's check, made once: for the next hour `new` answers from the database.
        try await launch(binary, ["new"], database: database, baseURL: baseURL, status: 1)
        await server.stop()

        let starts: [(String, [String], Int32)] = [
            ("cached start, network unreachable", ["latest"], 0),
            ("cached start, --offline", ["latest", "--offline"], 0),
            ("xkcd --version", ["--version"], 0), ("xkcd new --no-wait, no check due", ["new", "--no-wait"], 1),
        ]
        for (label, arguments, status) in starts {
            let timing = try await Timing.measure(label, runs: runs) {
                let start = ContinuousClock.now
                try await launch(binary, arguments, database: database, baseURL: baseURL, status: status)
                return ContinuousClock.now - start
            }
            print(timing.summary)
        }
    }

    /// Runs the binary to its end; it must end with `status`, and with output when that is 0.
    private static func launch(
        _ binary: URL, _ arguments: [String], database: String, baseURL: URL, status: Int32 = 0
    ) async throws {
        let environment = [
            "XKCD_DB": database, "XKCD_BASE_URL": baseURL.absoluteString, "HOME": NSTemporaryDirectory(),
        ]
        let result = try await ChildProcess.run(binary, arguments, environment: environment)
        guard result.status == status, status != 0 || !result.stdout.isEmpty else {
            throw BenchmarkFailure("xkcd \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
    }
}
