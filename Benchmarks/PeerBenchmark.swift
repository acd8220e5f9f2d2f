import ComicTestSupport
import Foundation

/// The whole process side by side with the best PyPI peer (python `xkcd`
/// 2.4.2): the newest comic and the 20 below it, from an empty state, at
/// 50 ms per request, the two run alternately against the same stub.
enum PeerBenchmark {
    static let peerVersion = "2.4.2"
    static let latency = Duration.milliseconds(50)

    static func run(archive: ComicArchive, runs: Int) async throws {
        let binary =
            ProcessInfo.processInfo.environment["XKCD_BENCH_BINARY"].map(URL.init(fileURLWithPath:))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("xkcd")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("-- peer: skipped, no xkcd binary beside xkcd-bench (build both in release: docs/performance.md)")
            return
        }
        #if DEBUG
        print(
            "-- peer: a debug build of xkcd-bench: its stub server adds 15-20 ms to each cold run (build it in release)"
        )
        #endif
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-bench-peer")
        guard let python = try await installPeer(in: folder) else {
            print(
                "-- peer: skipped, python xkcd \(peerVersion) could not be installed into a virtual environment (no PyPI?)"
            )
            return
        }
        let driver = folder.appendingPathComponent("peer.py")
        try driverScript.write(to: driver, atomically: true, encoding: .utf8)

        let server = StubXKCDServer(archive: archive)
        let baseURL = try await server.start()
        defer { Task { await server.stop() } }
        await server.setLatency(latency)
        do {
            try await StubOverhead.report(baseURL: baseURL, newest: archive.newest ?? 0, latency: latency, runs: runs)
        } catch {
            print("-- the stub's own time: not measured (\(error))")
        }

        var ours: [Duration] = []
        var oursWarm: [Duration] = []
        var peer: [Duration] = []
        let page = ["latest", "--count", "20", "--json"]
        // Warm: a database whose cache knows the newest comic (one round trip).
        let warm = [
            "XKCD_DB": folder.appendingPathComponent("warm.sqlite").path,
            "XKCD_BASE_URL": baseURL.absoluteString, "HOME": folder.path,
        ]
        _ = try await timed(binary, page, environment: warm)
        for run in 0...runs {  // run 0 warms both up
            let database = folder.appendingPathComponent("run-\(run).sqlite").path
            let environment = ["XKCD_DB": database, "XKCD_BASE_URL": baseURL.absoluteString, "HOME": folder.path]
            let oursTime = try await timed(binary, page, environment: environment)
            let warmTime = try await timed(binary, page, environment: warm)
            let peerTime = try await timed(
                python, [driver.path, baseURL.absoluteString, "20"], environment: ["HOME": folder.path])
            if run > 0 {
                ours.append(oursTime)
                oursWarm.append(warmTime)
                peer.append(peerTime)
            }
            removeDatabase(at: database)
        }
        removeDatabase(at: warm["XKCD_DB"] ?? "")
        let oursTiming = Timing(
            label: "xkcd latest --count 20 --json, empty database, 50 ms per request", samples: ours)
        let peerTiming = Timing(
            label: "python xkcd \(peerVersion): newest + 20 comics, 50 ms per request", samples: peer)
        let warmTiming = Timing(label: "the same, warm (the cache knows the newest)", samples: oursWarm)
        print(oursTiming.summary)
        print(warmTiming.summary)
        print(peerTiming.summary)
        func ratio(_ ours: Timing) -> String {
            String(
                format: "%.1f", SyncHTTPSBenchmark.seconds(peerTiming.median) / SyncHTTPSBenchmark.seconds(ours.median))
        }
        print(
            "peer / ours: cold \(ratio(oursTiming))× (goal: at least 9×), warm \(ratio(warmTiming))× (goal: at least 15×)"
        )
    }

    /// The file with its log and index: a log left beside a deleted file would be read into the next run's.
    static func removeDatabase(at path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    static func timed(_ executable: URL, _ arguments: [String], environment: [String: String]) async throws
        -> Duration
    {
        let start = ContinuousClock.now
        let result = try await ChildProcess.run(executable, arguments, environment: environment)
        let elapsed = ContinuousClock.now - start
        guard result.status == 0, !result.stdout.isEmpty else {
            throw BenchmarkFailure(
                "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)"
            )
        }
        return elapsed
    }

    /// The venv's python with the peer installed, or nil when it cannot be had.
    static func installPeer(in folder: URL) async throws -> URL? {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let venv = folder.appendingPathComponent("venv")
        let python = venv.appendingPathComponent("bin/python")
        let check = { try await ChildProcess.run(python, ["-c", "import xkcd"]).status == 0 }
        if FileManager.default.isExecutableFile(atPath: python.path), try await check() { return python }
        let system = URL(fileURLWithPath: "/usr/bin/env")
        guard try await ChildProcess.run(system, ["python3", "-m", "venv", venv.path]).status == 0 else { return nil }
        let pip = venv.appendingPathComponent("bin/pip")
        _ = try await ChildProcess.run(pip, ["install", "--quiet", "xkcd==\(peerVersion)"])
        return try await check() ? python : nil
    }

    /// The peer fetches sequentially with urllib; its xkcd.com URLs are pointed at the stub.
    static let driverScript = """
        import sys, json, xkcd
        base = sys.argv[1].rstrip("/")
        count = int(sys.argv[2])
        original = xkcd.urllib.urlopen
        def local(url, *args, **kwargs):
            for host in ("https://www.xkcd.com", "https://xkcd.com"):
                if isinstance(url, str) and url.startswith(host):
                    url = base + url[len(host):]
            return original(url, *args, **kwargs)
        xkcd.urllib.urlopen = local
        newest = xkcd.getLatestComicNum()
        comics = [xkcd.getComic(n) for n in range(newest, newest - count - 1, -1) if n != 404]
        print(json.dumps([{"num": n, "title": c.getTitle()} for n, c in zip(range(newest, 0, -1), comics)]))
        """
}
