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
        await server.stop()

        for (label, arguments) in [("network unreachable", ["latest"]), ("--offline", ["latest", "--offline"])] {
            let timing = try await Timing.measure("cached start, \(label)", runs: runs) {
                let start = ContinuousClock.now
                try await launch(binary, arguments, database: database, baseURL: baseURL)
                return ContinuousClock.now - start
            }
            print(timing.summary)
        }
    }

    /// Runs the binary to its end; its list must have come out.
    private static func launch(_ binary: URL, _ arguments: [String], database: String, baseURL: URL) async throws {
        let environment = [
            "XKCD_DB": database, "XKCD_BASE_URL": baseURL.absoluteString, "HOME": NSTemporaryDirectory(),
        ]
        let result = try await ChildProcess.run(binary, arguments, environment: environment)
        guard result.status == 0, !result.stdout.isEmpty else {
            throw BenchmarkFailure("xkcd \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
    }
}
