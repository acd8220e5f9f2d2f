import ComicData
import ComicTestSupport
import Foundation

/// `xkcd explain` against a real MediaWiki: a cold explanation (a fresh
/// database: one connection, one parse request) and a warm one from the
/// saved copy (`--offline`), each the whole process.
enum ExplainBenchmark {
    static func run(runs: Int) async throws {
        if let reason = MediaWikiServer.unavailableReason {
            print("-- explain: skipped, \(reason)")
            return
        }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("xkcd")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("-- explain: skipped, no xkcd binary beside xkcd-bench (build it: swift build -c release)")
            return
        }
        let wiki = try await MediaWikiServer.start()
        defer { wiki.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = [
            "HOME": folder.path, "XKCD_EXPLAIN_URL": wiki.apiURL.absoluteString, "PATH": "/usr/bin:/bin",
            "NO_COLOR": "1", "COLUMNS": "80",
        ]

        var run = 0
        let parsesBefore = wiki.requests(containing: "action=parse").count
        let cold = try await Timing.measure("cold `xkcd explain 327` (fresh database, whole process)", runs: runs) {
            run += 1
            environment["XKCD_DB"] = folder.appendingPathComponent("cold-\(run).sqlite").path
            return try await timed(binary, ["explain", "327"], environment: environment)
        }
        let parses = wiki.requests(containing: "action=parse").count - parsesBefore
        print(cold.summary + "  (bound: one connection, one request; \(parses) parse requests for \(runs + 1) runs)")

        environment["XKCD_DB"] = folder.appendingPathComponent("warm.sqlite").path
        _ = try await timed(binary, ["explain", "327"], environment: environment)
        let warm = try await Timing.measure("warm `xkcd explain 327 --offline` (whole process)", runs: runs) {
            try await timed(binary, ["explain", "327", "--offline"], environment: environment)
        }
        print(warm.summary + "  (goal: under 30 ms)")
    }

    private static func timed(_ binary: URL, _ arguments: [String], environment: [String: String]) async throws
        -> Duration
    {
        let start = ContinuousClock.now
        let result = try await ChildProcess.run(binary, arguments, environment: environment)
        let elapsed = ContinuousClock.now - start
        guard result.status == 0 else {
            throw BenchmarkFailure("xkcd \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return elapsed
    }
}
