import ComicTestSupport
import Foundation
import Testing

/// `xkcd sync` against nginx (TLS 1.3) in front of the stub, which holds each
/// answer a while and counts how many it holds at once: over HTTP/2 the
/// requests are streams on one connection, as many as the server allows.
/// Only a fresh process shows it: libcurl's connection pool is the
/// process's, and once it has seen an HTTP/1.1 answer it allows 20
/// connections a host (which a test process's other suites always cause).
/// HTTP/1.1's connections are tested in process (ComicDataTests' `SyncOverHTTP1Tests`).
@Suite(
    "sync's concurrency comes from the protocol", .serialized, .timeLimit(.minutes(3)),
    .enabled(if: HTTPSTestSite.unavailableReason == nil, "\(HTTPSTestSite.unavailableReason ?? ""): skipped"))
struct ProtocolConcurrencyTests {
    static let newest = 300
    static let archive = ComicArchive.synthetic(through: newest)
    /// The newest, then every other number.
    static let requests = newest

    /// nginx with `options`, passing every request on to a stub that holds each answer for `latency`.
    func withProxiedStub(
        _ options: NginxServer.Options, latency: Duration,
        _ body: (HTTPSTestSite, StubXKCDServer) async throws -> Void
    ) async throws {
        let stub = StubXKCDServer(archive: Self.archive)
        let stubURL = try await stub.start()
        await stub.setLatency(latency)
        var options = options
        options.upstreamPort = stubURL.port
        do {
            let site = try await HTTPSTestSite(archive: .synthetic(through: 1), nginx: options)
            defer { site.stop() }
            try await body(site, stub)
        } catch {
            await stub.stop()
            throw error
        }
        await stub.stop()
    }

    @Test("HTTP/2: the whole run on one connection, more than 16 requests in flight")
    func http2() async throws {
        try await withProxiedStub(NginxServer.Options(), latency: .milliseconds(200)) { site, stub in
            let result = try await BinaryRunner(baseURL: site.baseURL).run(["sync"], environment: site.trustEnvironment)
            #expect(result.status == 0, "\(result.stderr)")
            let connections = await site.nginx.connections(afterRequests: Self.requests)
            #expect(connections.count == 1, "connections: \(connections.sorted())")
            #expect(site.nginx.loggedRequests.allSatisfy { $0.contains("HTTP/2.0") })
            let peak = await stub.peakInFlight
            #expect(peak > 16, "at most \(peak) requests were in flight")
        }
    }

    @Test("HTTP/2 allowing one stream at a time: requests wait on the one connection")
    func oneStream() async throws {
        try await withProxiedStub(NginxServer.Options(maximumConcurrentStreams: 1), latency: .zero) { site, stub in
            let result = try await BinaryRunner(baseURL: site.baseURL).run(["sync"], environment: site.trustEnvironment)
            #expect(result.status == 0, "\(result.stderr)")
            let connections = await site.nginx.connections(afterRequests: Self.requests)
            #expect(connections.count == 1, "connections: \(connections.sorted())")
            #expect(await stub.peakInFlight == 1)
        }
    }
}
