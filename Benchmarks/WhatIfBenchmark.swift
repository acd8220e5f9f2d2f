import ComicData
import ComicTestSupport
import Foundation

/// What If? as a person meets it: `xkcd sync --whatif` of a 160-article
/// stand-in site (nginx, TLS 1.3 + HTTP/2, RTT 50 ms through the latency
/// proxy) side by side with curl's parallel HTTP/2 fetching the same URLs,
/// alternating run by run; then `xkcd whatif N --offline` from the synced
/// database, warm, the whole process.
enum WhatIfBenchmark {
    static let articles = 160

    static func run(runs: Int) async throws {
        guard let found = SyncHTTPSBenchmark.tools(for: "whatif") else { return }
        let (binary, curl) = (found.xkcd, found.curl)
        let site = WhatIfSite.generated(count: articles)
        try await withWhatIfSite(site, oneWay: SyncHTTPSBenchmark.oneWay) { https in
            try await measure(site, at: https, binary: binary, curl: curl, runs: runs)
        }
    }

    private static func measure(_ site: WhatIfSite, at https: HTTPSTestSite, binary: URL, curl: URL, runs: Int)
        async throws
    {
        let folder = https.directory.appendingPathComponent("whatif-runs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let base = https.baseURL
        let origin = URL(string: "/", relativeTo: base)?.absoluteURL ?? base
        let pages = site.listed.map { WhatIfClient.articleURL($0.number, on: base) }
        let pictures = site.listed.flatMap { article in
            article.illustrations.map { origin.appendingPathComponent(String($0.path(of: article.number).dropFirst())) }
        }
        let urls = [base.appendingPathComponent("archive").appendingPathComponent("")] + pages + pictures
        print(
            "-- \(binary.path) against \(curl.path) --http2 --parallel --parallel-max 100, nginx TLS 1.3 + HTTP/2, "
                + "RTT \(Timing.milliseconds(SyncHTTPSBenchmark.oneWay * 2)) ms, \(runs) runs each, alternating")
        var environment = https.trustEnvironment
        environment["XKCD_WHATIF_URL"] = base.absoluteString
        environment["HOME"] = folder.path
        let synced = folder.appendingPathComponent("synced.sqlite")
        var pair = SyncHTTPSBenchmark.Pair()
        for run in 0...runs {  // run 0 warms both up and leaves the database the offline runs read
            let database = run == 0 ? synced : folder.appendingPathComponent("sync-\(run).sqlite")
            environment["XKCD_DB"] = database.path
            let ours = try await SyncHTTPSBenchmark.measured(site: https, requests: urls.count) {
                try await SyncHTTPSBenchmark.peakMemory(binary, ["sync", "--whatif"], environment: environment)
            }
            let theirs = try await SyncHTTPSBenchmark.measured(site: https, requests: urls.count) {
                (try await SyncHTTPSBenchmark.curlFetch(curl, urls, site: https, folder: folder), 0)
            }
            if run > 0 {
                pair.add(ours: ours, curl: theirs)
                try? FileManager.default.removeItem(at: database)
            }
        }
        pair.report("sync --whatif, \(pages.count) articles and \(pictures.count) illustrations", goal: 1.25)

        environment["XKCD_DB"] = synced.path
        let number = "\(articles / 2)"
        let offline = try await Timing.measure(
            "xkcd whatif \(number) --offline, warm, whole process, piped", runs: max(runs, 21)
        ) {
            try await PeerBenchmark.timed(binary, ["whatif", number, "--offline"], environment: environment)
        }
        print(offline.summary + "; goal at most 30 ms")
    }
}
