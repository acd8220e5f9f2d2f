import ComicData
import ComicTestSupport
import Foundation

/// The remote path against the stub server: each page as a ratio to the
/// network bound (the round trips it cannot avoid × the injected latency).
enum NetworkBenchmark {
    static let pageSize = 20

    static func run(archive: ComicArchive, runs: Int) async throws {
        try await withStubServer(archive) { server, baseURL in
            try await stubOverhead(server: server, baseURL: baseURL)
            for latency in [Duration.zero, .milliseconds(50)] {
                await server.setLatency(latency)
                try await pages(baseURL: baseURL, latency: latency, runs: runs)
            }
            await server.setLatency(.zero)
            try await archiveWalk(baseURL: baseURL, expected: archive.bodies.count)
        }
    }

    /// The stub server and client's own cost per request, which every other figure includes.
    static func stubOverhead(server: StubXKCDServer, baseURL: URL) async throws {
        let client = CurlNetworkClient()
        let request = NetworkRequest(url: baseURL.appendingPathComponent("1/info.0.json"))
        let timing = try await Timing.measure("stub server + client, one keep-alive request", runs: 200) {
            try await ContinuousClock().measure { _ = try await client.send(request) }
        }
        print(timing.summary)
    }

    static func pages(baseURL: URL, latency: Duration, runs: Int) async throws {
        let concurrency = ComicAPIClient.Configuration().maximumConcurrentRequests
        let rounds = (first: 1 + ceilDivide(pageSize - 1, concurrency), next: ceilDivide(pageSize, concurrency))
        let cold = try await Timing.measure("cold first page", runs: runs) {
            let source = makeSource(baseURL)
            return try await ContinuousClock().measure { _ = try await source.firstPage(size: pageSize) }
        }
        let next = try await Timing.measure("next page", runs: runs) {
            let source = makeSource(baseURL)
            let first = try await source.firstPage(size: pageSize)
            guard let bookmark = first.nextPageBookmark else { throw BenchmarkFailure("the feed ended after one page") }
            return try await ContinuousClock().measure { _ = try await source.page(after: bookmark, size: pageSize) }
        }
        let prewarmed = try await Timing.measure("prewarmed first page", runs: runs) {
            let source = makeSource(baseURL)
            try await source.prewarm()
            return try await ContinuousClock().measure { _ = try await source.firstPage(size: pageSize) }
        }
        print(
            "-- \(pageSize)-comic pages at \(Timing.milliseconds(latency)) ms latency, \(concurrency) requests at once")
        report(cold, bound: latency * rounds.first)
        report(next, bound: latency * rounds.next)
        report(prewarmed, bound: latency * (rounds.first - 1))
    }

    static func archiveWalk(baseURL: URL, expected: Int) async throws {
        let before = ProcessMemory.residentBytes
        let source = makeSource(baseURL)
        let start = ContinuousClock.now
        let pages = try await source.walk(pageSize: pageSize)
        let elapsed = ContinuousClock.now - start
        let count = pages.reduce(0) { $0 + $1.comics.count }
        guard count == expected else { throw BenchmarkFailure("the walk found \(count) comics, not \(expected)") }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(
            "-- whole-archive walk at 0 ms: \(count) comics in \(String(format: "%.2f", seconds)) s = \(Int(Double(count) / seconds)) comics/s"
        )
        print(
            "   resident memory: \(ProcessMemory.megabytes(before)) MiB before, peak \(ProcessMemory.megabytes(ProcessMemory.peakResidentBytes)) MiB (client and in-process stub server together)"
        )
    }

    static func report(_ timing: Timing, bound: Duration) {
        if bound > .zero {
            print(
                "\(timing.summary); bound \(Timing.milliseconds(bound)) ms; ratio \(String(format: "%.2f", timing.median / bound))x"
            )
        } else {
            print("\(timing.summary); no latency, no bound")
        }
    }

    static func makeSource(_ baseURL: URL) -> LatestComicDataSource<InMemoryComicCache> {
        ComicAPIClient(client: CurlNetworkClient().retrying(), configuration: .init(baseURL: baseURL)).pages()
    }

    static func ceilDivide(_ a: Int, _ b: Int) -> Int { (a + b - 1) / b }
}

/// Resident memory of this process, from /proc.
enum ProcessMemory {
    static var residentBytes: Int { field("VmRSS:") }
    static var peakResidentBytes: Int { field("VmHWM:") }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }
}
