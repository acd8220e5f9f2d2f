import ComicData
import ComicTestSupport
import Foundation

/// `xkcd sync` and `xkcd sync --images` side by side with curl's parallel
/// HTTP/2 (`--parallel --parallel-max 100`) fetching the same URLs from the
/// same nginx behind the same latency proxy (RTT 50 ms), the two alternating
/// run by run: times, their ratio, the TCP connections nginx saw, and our
/// peak memory. `XKCD_BENCH_BINARY` names another build of `xkcd` to measure.
enum SyncHTTPSBenchmark {
    static let oneWay = Duration.milliseconds(25)

    static func run(archive: ComicArchive, runs: Int) async throws {
        guard let found = tools(for: "sync-https") else { return }
        let (binary, curl) = (found.xkcd, found.curl)
        let site = try await HTTPSTestSite(archive: archive, oneWay: oneWay)
        defer { site.stop() }
        let folder = site.directory.appendingPathComponent("sync-runs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let newest = archive.newest ?? 0
        let comicURLs =
            [site.baseURL.appendingPathComponent("info.0.json")]
            + (1...max(1, newest)).map { site.baseURL.appendingPathComponent("\($0)/info.0.json") }
        let imageURLs = archive.bodies.keys.sorted().compactMap { imageURL(of: $0, in: archive, at: site.baseURL) }
        print(
            "-- \(binary.path) against \(curl.path) --http2 --parallel --parallel-max 100, "
                + "nginx TLS 1.3 + HTTP/2, RTT \(Timing.milliseconds(oneWay * 2)) ms, \(runs) runs each, alternating")

        var environment = site.trustEnvironment
        environment["XKCD_BASE_URL"] = site.baseURL.absoluteString
        environment["HOME"] = folder.path
        let synced = folder.appendingPathComponent("synced.sqlite")
        var comics = Pair()
        var images = Pair()
        for run in 0...runs {  // run 0 warms both up (and leaves the synced database the image runs copy)
            environment["XKCD_DB"] = (run == 0 ? synced : folder.appendingPathComponent("sync-\(run).sqlite")).path
            let ours = try await measured(site: site, requests: comicURLs.count) {
                try await peakMemory(binary, ["sync"], environment: environment)
            }
            let theirs = try await measured(site: site, requests: comicURLs.count) {
                (try await curlFetch(curl, comicURLs, site: site, folder: folder), 0)
            }
            if run > 0 { comics.add(ours: ours, curl: theirs) }

            let imageDatabase = folder.appendingPathComponent("images-\(run).sqlite")
            try FileManager.default.copyItem(at: synced, to: imageDatabase)
            environment["XKCD_DB"] = imageDatabase.path
            let oursImages = try await measured(site: site, requests: imageURLs.count) {
                try await peakMemory(binary, ["sync", "--images"], environment: environment)
            }
            let theirImages = try await measured(site: site, requests: imageURLs.count) {
                (try await curlFetch(curl, imageURLs, site: site, folder: folder), 0)
            }
            if run > 0 { images.add(ours: oursImages, curl: theirImages) }
            try? FileManager.default.removeItem(at: imageDatabase)
        }
        comics.report("sync into an empty database, \(comicURLs.count) URLs", goal: 1.15)
        let imageSize = try ImageFixtures.png.count
        images.report("sync --images, \(imageURLs.count) images of \(imageSize) bytes", goal: 1.25)
    }

    /// The xkcd binary to measure and curl, or nil (said so) when the section cannot run here.
    static func tools(for section: String) -> (xkcd: URL, curl: URL)? {
        if let reason = HTTPSTestSite.unavailableReason {
            print("-- \(section): skipped, \(reason)")
            return nil
        }
        let curl = URL(fileURLWithPath: "/usr/bin/curl")
        let binary =
            ProcessInfo.processInfo.environment["XKCD_BENCH_BINARY"].map(URL.init(fileURLWithPath:))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("xkcd")
        guard FileManager.default.isExecutableFile(atPath: binary.path),
            FileManager.default.isExecutableFile(atPath: curl.path)
        else {
            print("-- \(section): skipped, needs curl and an xkcd binary beside xkcd-bench")
            return nil
        }
        return (binary, curl)
    }

    /// Times and peak memory (KiB) of each side, and the connections each used.
    struct Pair {
        var ours: [Duration] = []
        var curl: [Duration] = []
        var ratios: [Double] = []
        var connections: (ours: Set<Int>, curl: Set<Int>) = ([], [])
        var peakKiB: [Int] = []

        mutating func add(ours: Measured, curl: Measured) {
            self.ours.append(ours.time)
            self.curl.append(curl.time)
            ratios.append(seconds(ours.time) / seconds(curl.time))
            connections.ours.insert(ours.connections)
            connections.curl.insert(curl.connections)
            peakKiB.append(ours.peakKiB)
        }

        func report(_ label: String, goal: Double) {
            print(Timing(label: "xkcd \(label)", samples: ours).summary)
            print(Timing(label: "curl \(label)", samples: curl).summary)
            let sorted = ratios.sorted()
            print(
                "ours / curl, run by run: median \(String(format: "%.2f", sorted[sorted.count / 2]))× "
                    + "(min \(String(format: "%.2f", sorted.first ?? 0)), max \(String(format: "%.2f", sorted.last ?? 0))); "
                    + "goal at most \(goal)×")
            print(
                "TCP connections per run: ours \(connections.ours.sorted()), curl \(connections.curl.sorted()); "
                    + "our peak RSS \(peakKiB.max().map { $0 / 1024 } ?? 0) MB")
        }
    }

    struct Measured {
        let time: Duration
        let peakKiB: Int
        let connections: Int
    }

    static func measured(site: HTTPSTestSite, requests: Int, _ body: () async throws -> (Duration, Int))
        async throws -> Measured
    {
        try site.nginx.clearLog()
        let (time, peak) = try await body()
        let connections = await site.nginx.connections(afterRequests: requests).count
        return Measured(time: time, peakKiB: peak, connections: connections)
    }

    /// The run's time, and its peak resident memory in KiB as GNU time reports it.
    static func peakMemory(_ binary: URL, _ arguments: [String], environment: [String: String]) async throws
        -> (Duration, Int)
    {
        let time = URL(fileURLWithPath: "/usr/bin/time")
        let start = ContinuousClock.now
        let result = try await ChildProcess.run(
            time, ["-f", "peak-rss-kib %M", binary.path] + arguments, environment: environment)
        let elapsed = ContinuousClock.now - start
        guard result.status == 0 else {
            throw BenchmarkFailure("xkcd \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        let peak = result.stderr.split(separator: "\n").last { $0.hasPrefix("peak-rss-kib ") }
            .flatMap { Int($0.dropFirst("peak-rss-kib ".count)) }
        return (elapsed, peak ?? 0)
    }

    static func curlFetch(_ curl: URL, _ urls: [URL], site: HTTPSTestSite, folder: URL) async throws -> Duration {
        let list = folder.appendingPathComponent("curl-urls.txt")
        try urls.map { "url = \"\($0.absoluteString)\"\noutput = \"/dev/null\"\n" }.joined()
            .write(to: list, atomically: true, encoding: .utf8)
        let start = ContinuousClock.now
        let result = try await ChildProcess.run(
            curl,
            [
                "--http2", "--parallel", "--parallel-max", "100", "--silent", "--show-error",
                "--cacert", site.authority.certificate.path, "--config", list.path,
            ])
        let elapsed = ContinuousClock.now - start
        guard result.status == 0 else {
            throw BenchmarkFailure("curl exited \(result.status): \(result.stderr.prefix(300))")
        }
        return elapsed
    }

    /// The image file nginx publishes for a comic (see `NginxServer.publish`).
    /// The comic's image as the site serves it (`NginxServer.publish`).
    static func imageURL(of number: Int, in archive: ComicArchive, at base: URL) -> URL? {
        archive.servedBody(ofComic: number, from: base)
            .flatMap { try? APIComic.decode(from: $0).img }
            .flatMap { URL(string: $0) }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
