import ComicData
import ComicTestSupport
import Foundation

/// The whole process against nginx over TLS 1.3 and HTTP/2, behind a proxy
/// that adds 25 ms each way (RTT 50 ms) to every chunk and one round trip to
/// each new connection: each figure against the round trips it cannot avoid,
/// and the TCP connections nginx saw. `XKCD_BENCH_BINARY` names another
/// build of `xkcd` to measure (a "before").
enum HTTPSBenchmark {
    static let oneWay = Duration.milliseconds(25)
    static var roundTrip: Duration { oneWay * 2 }

    static func run(archive: ComicArchive, runs: Int) async throws {
        if let reason = HTTPSTestSite.unavailableReason {
            print("-- https: skipped, \(reason)")
            return
        }
        let binary =
            ProcessInfo.processInfo.environment["XKCD_BENCH_BINARY"].map(URL.init(fileURLWithPath:))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("xkcd")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("-- https: skipped, no xkcd binary beside xkcd-bench (build it: swift build -c release)")
            return
        }
        let site = try await HTTPSTestSite(archive: archive, oneWay: oneWay, separateImageOrigin: true)
        defer { site.stop() }
        print("-- \(binary.path), nginx TLS 1.3 + HTTP/2, RTT \(Timing.milliseconds(roundTrip)) ms")
        let folder = site.directory.appendingPathComponent("runs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var environment = site.trustEnvironment
        environment["XKCD_BASE_URL"] = site.baseURL.absoluteString
        environment["HOME"] = folder.path
        let page = ["latest", "--count", "20", "--json"]

        var connections: [Int] = []
        var run = 0
        let cold = try await Timing.measure("cold first page (latest --count 20 --json, empty database)", runs: runs) {
            run += 1
            environment["XKCD_DB"] = folder.appendingPathComponent("cold-\(run).sqlite").path
            try site.nginx.clearLog()
            let time = try await PeerBenchmark.timed(binary, page, environment: environment)
            connections.append(await site.nginx.connections(afterRequests: 20).count)
            return time
        }
        report(cold, roundTrips: 4)
        print("TCP connections nginx saw per cold first page: \(connections.map(String.init).joined(separator: ", "))")

        environment["XKCD_DB"] = folder.appendingPathComponent("warm.sqlite").path
        _ = try await PeerBenchmark.timed(binary, page, environment: environment)
        let warm = try await Timing.measure("warm first page (the cache knows the newest)", runs: runs) {
            try await PeerBenchmark.timed(binary, page, environment: environment)
        }
        report(warm, roundTrips: 3)

        try await imageAfterJSON(site: site, runs: runs)
        try await peer(site: site, runs: runs)
    }

    /// Comic JSON, then its image from the other origin, in this process:
    /// how long the image takes after the JSON arrived, with the image host
    /// opened alongside the JSON request and without. Each run uses fresh
    /// proxies (new origins), so no connection is left from the one before.
    static func imageAfterJSON(site: HTTPSTestSite, runs: Int) async throws {
        for preconnecting in [true, false] {
            let timing = try await Timing.measure(
                "comic → image bytes after the JSON, image host \(preconnecting ? "opened early" : "opened on demand")",
                runs: runs, warmUp: false
            ) {
                let fresh = try await HTTPSTestSite(
                    archive: ComicArchive.synthetic(through: 5), oneWay: oneWay, separateImageOrigin: true,
                    authority: site.authority)
                defer { fresh.stop() }
                // This process's own requests trust the site's CA, as the binary's do.
                var network = CurlNetworkClient.Configuration()
                network.trust.file = site.authority.certificate.path
                let client = CurlNetworkClient(configuration: network)
                var imageOrigin = URLComponents()
                imageOrigin.scheme = "https"
                imageOrigin.host = "127.0.0.1"
                imageOrigin.port = fresh.imageProxy?.port
                if preconnecting, let origin = imageOrigin.url { client.preconnect(to: origin) }
                let json = try await client.send(
                    NetworkRequest(url: fresh.baseURL.appendingPathComponent("5/info.0.json")))
                let comic = try JSONDecoder().decode(APIComic.self, from: json.body)
                guard let image = URL(string: comic.img) else { throw BenchmarkFailure("no image URL") }
                return try await ContinuousClock().measure { _ = try await client.send(NetworkRequest(url: image)) }
            }
            report(timing, roundTrips: preconnecting ? 1 : 3)
        }
    }

    /// The best PyPI peer on the same server, the newest number then 20 comics one at a time.
    static func peer(site: HTTPSTestSite, runs: Int) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-bench-peer")
        guard let python = try await PeerBenchmark.installPeer(in: folder) else {
            print("-- https peer: skipped, python xkcd \(PeerBenchmark.peerVersion) could not be installed")
            return
        }
        let driver = folder.appendingPathComponent("peer.py")
        try PeerBenchmark.driverScript.write(to: driver, atomically: true, encoding: .utf8)
        var environment = site.trustEnvironment
        environment["HOME"] = folder.path
        let timing = try await Timing.measure(
            "python xkcd \(PeerBenchmark.peerVersion): newest + 20 comics", runs: runs
        ) {
            try await PeerBenchmark.timed(
                python, [driver.path, site.baseURL.absoluteString, "20"], environment: environment)
        }
        report(timing, roundTrips: 4)
    }

    static func report(_ timing: Timing, roundTrips: Int) {
        let bound = roundTrip * roundTrips
        print(
            "\(timing.summary); bound \(roundTrips) RTT = \(Timing.milliseconds(bound)) ms; ratio \(String(format: "%.2f", timing.median / bound))x"
        )
    }
}
