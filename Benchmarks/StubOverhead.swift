import ComicTestSupport
import Foundation

/// What the stub itself adds over its latency, as `curl` sees it: the peer
/// figures measure a client only when this is small. A cold `latest` makes
/// one request, then the rest of its page at once, each on a new connection.
enum StubOverhead {
    static func report(baseURL: URL, newest: Int, latency: Duration, runs: Int) async throws {
        let curl = URL(fileURLWithPath: "/usr/bin/curl")
        guard FileManager.default.isExecutableFile(atPath: curl.path) else {
            print("-- the stub's own time: skipped, no /usr/bin/curl")
            return
        }
        let newestURL = baseURL.appendingPathComponent("info.0.json").absoluteString
        let page = (newest - 19..<newest).map { baseURL.appendingPathComponent("\($0)/info.0.json").absoluteString }
        var one: [Duration] = []
        var nineteen: [Duration] = []
        for run in 0...runs {  // run 0 warms up
            let single = try await slowest(curl, [newestURL])
            let parallel = try await slowest(curl, page)
            if run > 0 {
                one.append(single - latency)
                nineteen.append(parallel - latency)
            }
        }
        print(Timing(label: "the stub's own time over its latency, 1 request (curl)", samples: one).summary)
        print(Timing(label: "the same, 19 requests at once on 19 connections (curl)", samples: nineteen).summary)
    }

    /// The longest `time_total` of `urls` fetched at once, each on its own connection.
    private static func slowest(_ curl: URL, _ urls: [String]) async throws -> Duration {
        var arguments = ["-s", "--parallel", "--parallel-immediate", "--parallel-max", "\(urls.count)"]
        arguments += ["-w", "%{http_code} %{time_total}\\n"]
        for url in urls { arguments += ["-o", "/dev/null", url] }
        let result = try await ChildProcess.run(curl, arguments)
        let lines = result.stdout.split(separator: "\n")
        let seconds = lines.compactMap { line -> Double? in
            let fields = line.split(separator: " ")
            guard fields.count == 2, fields[0] == "200" else { return nil }
            return Double(fields[1])
        }
        guard result.status == 0, seconds.count == urls.count, let longest = seconds.max() else {
            throw BenchmarkFailure("curl of the stub failed (\(result.status)): \(result.stdout) \(result.stderr)")
        }
        return .microseconds(Int64(longest * 1_000_000))
    }
}
