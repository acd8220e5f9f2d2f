import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// `sync --images` against an image host that sends one byte a second, through
/// libcurl: more images are asked for at once than the host gets connections,
/// so some wait in libcurl's queue.
@Suite("sync --images against an image host dripping a byte a second", .timeLimit(.minutes(1)))
struct ImageSyncDripTests {
    @Test(
        "only a request that was sent is reported timed out; one that never left the queue is 'not tried'; failures in a row stop the run"
    )
    func drip() async throws {
        let server = try HostileServer(mode: .drip(interval: .seconds(1)))
        defer { server.stop() }
        let archive = ComicArchive.synthetic(through: 200)
        let database = try AppDatabase.inMemory()
        let comics = try archive.numbers.compactMap { number in
            try archive.servedBody(ofComic: number, from: server.baseURL).map {
                Comic(raw: try APIComic.decode(from: $0))
            }
        }
        try await SyncStateStore(database: database).storeBatch(comics: comics, missing: [], fetchedAt: Date())
        var network = CurlNetworkClient.Configuration()
        network.requestDeadline = .seconds(2)
        network.idleTimeout = .seconds(2)
        let fetcher = NetworkImageFetcher(
            client: CurlNetworkClient(configuration: network), origins: ImageOrigins(apiBase: server.baseURL),
            deadline: .seconds(2))
        let sync = ImageSync(
            fetcher: fetcher, database: database,
            configuration: .init(concurrency: 100, maximumConsecutiveFailures: 100))
        let clock = ContinuousClock()
        let start = clock.now

        let report = try await sync.run()

        let elapsed = clock.now - start
        let timedOut = report.failures.count {
            $0.reason == .network(reason: "the image server did not answer in time")
        }
        #expect(report.stopReason?.hasPrefix("100 images failed in a row") == true, "\(report.stopReason ?? "")")
        // Every image said to have timed out reached the server.
        #expect(timedOut > 0 && timedOut <= server.requestCount, "\(timedOut) timed out, \(server.requestCount) sent")
        // More were asked for than the host has connections: some never left libcurl's queue.
        #expect(report.notTried > 0)
        #expect(timedOut + report.notTried == report.failures.count)
        #expect(elapsed < .seconds(20), "took \(elapsed)")
    }
}
