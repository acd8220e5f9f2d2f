import ComicTestSupport
import Foundation
import Testing

/// `xkcd sync` against nginx (TLS 1.3) in front of the stub, which holds each
/// answer a while and counts how many it holds at once: over HTTP/2 the
/// requests are streams on one connection, as many as the server allows;
/// over HTTP/1.1, 16 connections. Only a fresh process shows either:
/// libcurl's connection pool is the process's, shared with whatever else
/// the process fetches (a test process's other suites evict and reopen
/// connections), and once it has seen an HTTP/1.1 answer it allows 20 a host.
@Suite(
    "sync's concurrency comes from the protocol", .timeLimit(.minutes(3)),
    .enabled(if: SuiteSkip.runs(#fileID, unless: HTTPSTestSite.unavailableReason)))
struct ProtocolConcurrencyTests {
    static let newest = 60
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

    @Test(
        "HTTP/1.1: sync keeps to 16 connections; --concurrency 64 to the pool's 20 (a page's requests at once)",
        arguments: [([], 16), (["--concurrency", "64"], 20)] as [([String], Int)])
    func http1(extra: [String], connectionLimit: Int) async throws {
        try await withProxiedStub(NginxServer.Options(http2: false), latency: .milliseconds(100)) { site, stub in
            let result = try await BinaryRunner(baseURL: site.baseURL).run(
                ["sync"] + extra, environment: site.trustEnvironment)
            #expect(result.status == 0, "\(result.stderr)")
            let connections = await site.nginx.connections(afterRequests: Self.requests)
            #expect(connections.count <= connectionLimit, "connections: \(connections.count)")
            #expect(site.nginx.loggedRequests.allSatisfy { $0.contains("HTTP/1.1") })
            let peak = await stub.peakInFlight
            #expect((2...connectionLimit).contains(peak), "\(peak) requests were in flight")
        }
    }
}
