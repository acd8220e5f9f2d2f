import ComicTestSupport
import Foundation

/// `xkcd sync` of the whole archive into an empty database, the real binary
/// against the stub server at 50 ms latency, as a ratio to the network bound
/// (⌈comics / concurrency⌉ round trips × 50 ms).
enum SyncBenchmark {
    static let latency = Duration.milliseconds(50)

    static func run(archive: ComicArchive) async throws {
        guard let binary = XKCDBinary.url else {
            print("-- sync: skipped, no xkcd binary beside xkcd-bench (build it: swift build -c release)")
            return
        }
        let count = archive.bodies.count
        let sequential = latency * count
        print(
            "-- sequential fetch, one request at a time as the peers do: \(count) × 50 ms = \(Timing.milliseconds(sequential)) ms (computed)"
        )
        try await withStubServer(archive) { server, baseURL in
            await server.setLatency(latency)
            for concurrency in [16, 64] {
                let elapsed = try await XKCDBinary.withDatabase { database in
                    let start = ContinuousClock.now
                    let result = try await XKCDBinary.run(
                        binary, ["sync", "--concurrency", String(concurrency)], database: database, baseURL: baseURL)
                    guard result.stdout.hasPrefix("Synced "), result.stderr.isEmpty else {
                        throw BenchmarkFailure("sync did not store every comic: \(result.stdout)\(result.stderr)")
                    }
                    return ContinuousClock.now - start
                }
                let bound = latency * ((count + concurrency - 1) / concurrency)
                print(
                    "sync of \(count) comics, --concurrency \(concurrency), whole process: \(Timing.milliseconds(elapsed)) ms; bound \(Timing.milliseconds(bound)) ms; ratio \(String(format: "%.2f", elapsed / bound))x; \(String(format: "%.0f", sequential / elapsed))x faster than sequential"
                )
            }
        }
    }
}

/// The `xkcd` binary SwiftPM built beside `xkcd-bench`, run to its end.
enum XKCDBinary {
    static var url: URL? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "xkcd")
        return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
    }

    /// Runs `body` with the path of a database in a new folder, removed afterwards.
    static func withDatabase<T>(_ body: (String) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder.appendingPathComponent("xkcd.sqlite").path)
    }

    static func run(_ binary: URL, _ arguments: [String], database: String, baseURL: URL?) async throws
        -> ChildProcess.Result
    {
        var environment = ["XKCD_DB": database, "HOME": NSTemporaryDirectory()]
        if let baseURL { environment["XKCD_BASE_URL"] = baseURL.absoluteString }
        let result = try await ChildProcess.run(binary, arguments, environment: environment)
        guard result.status == 0 else {
            throw BenchmarkFailure("xkcd \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return result
    }
}
