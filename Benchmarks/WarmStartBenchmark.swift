import ComicData
import ComicTestSupport
import Foundation

/// The reader started on a warm cache, in a pseudo-terminal: from launch to
/// the cached list on screen, whatever the network does; and the first page
/// when the cache knows the newest number (one round trip).
enum WarmStartBenchmark {
    static let slowLatency = Duration.milliseconds(300)
    static let pageLatency = Duration.milliseconds(50)

    static func run(archive: ComicArchive, runs: Int) async throws {
        try await firstFrames(archive: archive, runs: runs)
        try await oneRoundFirstPage(archive: archive, runs: runs)
    }

    /// Launch to the newest cached comic's title on the reader's screen.
    static func firstFrames(archive: ComicArchive, runs: Int) async throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "xkcd")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("-- warm start: skipped, no xkcd binary beside xkcd-bench (build it: swift build -c release)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("xkcd.sqlite").path
        guard let newest = archive.newest, let body = archive.bodies[newest] else { return }
        // The title as the list shows it; a prefix, so a narrow column cannot cut it.
        let title = String(Comic(raw: try APIComic.decode(from: body)).title.prefix(12))

        try await withStubServer(archive) { server, baseURL in
            let environment = ["XKCD_DB": database, "XKCD_BASE_URL": baseURL.absoluteString, "HOME": folder.path]
            let filled = try await ChildProcess.run(binary, ["latest", "--count", "20"], environment: environment)
            guard filled.status == 0 else { throw BenchmarkFailure("filling the cache failed: \(filled.stderr)") }
            await server.setLatency(slowLatency)
            var firstDraws: [Duration] = []  // the warm-up's first
            let slow = try await Timing.measure(
                "warm start to the cached list, \(Timing.milliseconds(slowLatency)) ms latency", runs: runs
            ) {
                let run = try firstFrame(binary, title: title, database: database, baseURL: baseURL, home: folder)
                firstDraws.append(run.firstDraw)
                return run.frame
            }
            print(slow.summary + "  (goal: under 50 ms)")
            print(
                Timing(
                    label: "  of which launch to the first frame (still empty)", samples: Array(firstDraws.dropFirst())
                )
                .summary)
        }

        let silent = try HostileServer(mode: .silent)
        defer { silent.stop() }
        var quits: [Duration] = []  // the warm-up's first
        let frames = try await Timing.measure("warm start to the cached list, a server that never answers", runs: runs)
        {
            let run = try firstFrame(binary, title: title, database: database, baseURL: silent.baseURL, home: folder)
            quits.append(run.quit)
            return run.frame
        }
        print(frames.summary + "  (goal: under 50 ms)")
        print(
            Timing(label: "q to exit, the same silent server", samples: Array(quits.dropFirst())).summary
                + "  (goal: under 100 ms)")
    }

    /// One launch: the time to the first frame and to the list, then the time from q to the process's end.
    private static func firstFrame(
        _ binary: URL, title: String, database: String, baseURL: URL, home: URL
    ) throws -> (firstDraw: Duration, frame: Duration, quit: Duration) {
        let environment = [
            "XKCD_DB": database, "XKCD_BASE_URL": baseURL.absoluteString, "HOME": home.path, "XKCD_IMAGES": "none",
            "TERM": "xterm-256color", "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
        ]
        let reader = try ReaderInTerminal(binary: binary, environment: environment)
        // The header is in every frame, the first (empty, loading) one too.
        let drawn = try reader.waitFor("Latest")
        let shown = try reader.waitFor(title)
        let quitAt = ContinuousClock.now
        reader.type("q")
        let ended = try reader.waitForExit()
        return (drawn - reader.launched, shown - reader.launched, ended - quitAt)
    }

    /// A refreshed first page of 20 whose newest the cache knows: the newest
    /// and the 19 below asked for at once.
    static func oneRoundFirstPage(archive: ComicArchive, runs: Int) async throws {
        guard let newest = archive.newest else { return }
        let cachedNumbers = archive.numbers.prefix(40)
        let comics = try cachedNumbers.compactMap { number in
            try archive.bodies[number].map { Comic(raw: try APIComic.decode(from: $0)) }
        }
        try await withStubServer(archive) { server, baseURL in
            await server.setLatency(pageLatency)
            var requests: [Int] = []
            let timing = try await Timing.measure(
                "first page of 20, cache knows the newest (#\(newest)), \(Timing.milliseconds(pageLatency)) ms latency",
                runs: runs
            ) {
                let remote = ComicAPIClient(
                    client: CurlNetworkClient().retrying(), configuration: .init(baseURL: baseURL))
                let source = LatestComicDataSource(network: remote, cache: InMemoryComicCache(comics: comics))
                await server.resetCounters()
                let start = ContinuousClock.now
                try await source.prewarm()
                let page = try await source.refreshedFirstPage(size: 20)
                let elapsed = ContinuousClock.now - start
                guard page.comics.count == 20 else {
                    throw BenchmarkFailure("the first page has \(page.comics.count) comics")
                }
                requests.append(await server.requestCount)
                return elapsed
            }
            let ratio = String(format: "%.2f", milliseconds(timing.median) / milliseconds(pageLatency))
            print(
                timing.summary
                    + "  (bound: one round trip, \(Timing.milliseconds(pageLatency)) ms: \(ratio)×; \(requests.max() ?? 0) requests)"
            )
        }
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
