import ComicTestSupport
import Foundation
import Testing

/// A first `xkcd sync --whatif` guesses a window of articles by number beside
/// the archive's request, the window widened as soon as the connection is
/// seen to multiplex. Over HTTP/2 that is one connection; over HTTP/1.1 the
/// window stays 16 with the archive's request counted in it, so the server
/// sees no more requests (connections) at once than before. These guard the
/// change; a fresh process each, as the pool is the process's.
@Suite(
    "sync --whatif's first window comes from the connection", .timeLimit(.minutes(3)),
    .enabled(if: SuiteSkip.runs(#fileID, unless: HTTPSTestSite.unavailableReason)))
struct WhatIfSyncProtocolTests {
    /// More articles than a window's guesses, so every guess exists.
    static let site = WhatIfSite.generated(count: 120)
    /// The archive, every page and both illustrations of each.
    static let requests = 1 + 120 * 3

    /// Runs `xkcd sync --whatif` against nginx (`http2` or not) passing
    /// every request to the stub serving the site, each answer `latency` late.
    func sync(http2: Bool, latency: Duration) async throws -> (connections: Int, logged: [String], peak: Int) {
        let stub = StubXKCDServer(archive: .synthetic(through: 1))
        let stubURL = try await stub.start()
        await stub.setLatency(latency)
        do {
            let https = try await HTTPSTestSite(
                archive: .synthetic(through: 1), nginx: NginxServer.Options(http2: http2, upstreamPort: stubURL.port))
            defer { https.stop() }
            await stub.publish(Self.site, at: https.baseURL)
            var environment = https.trustEnvironment
            environment["XKCD_WHATIF_URL"] = https.baseURL.absoluteString
            let result = try await BinaryRunner(baseURL: https.baseURL).run(
                ["sync", "--whatif"], environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            let connections = await https.nginx.connections(afterRequests: Self.requests)
            let peak = await stub.peakInFlight
            await stub.stop()
            return (connections.count, https.nginx.loggedRequests, peak)
        } catch {
            await stub.stop()
            throw error
        }
    }

    @Test("HTTP/2: one connection, every page and illustration asked for once")
    func http2() async throws {
        let (connections, logged, _) = try await sync(http2: true, latency: .zero)
        #expect(connections == 1)
        #expect(logged.allSatisfy { $0.contains("HTTP/2.0") })
        #expect(logged.count == Self.requests, "\(logged.count) requests")
    }

    @Test("HTTP/1.1: no more than the 16 requests at once sync keeps to, guesses and archive included")
    func http1() async throws {
        let (_, logged, peak) = try await sync(http2: false, latency: .milliseconds(50))
        #expect((2...16).contains(peak), "\(peak) requests were in flight")
        #expect(logged.allSatisfy { $0.contains("HTTP/1.1") })
    }
}
