import ComicData
import ComicTestSupport
import Foundation
import Testing

/// `sync` (the services' `archiveSync`, as the command runs it) against nginx
/// (TLS 1.3) speaking HTTP/1.1 in front of the stub, which holds each answer
/// a while and counts how many it holds at once: sync takes 16 connections,
/// and no client more than 20. (HTTP/2's one connection needs a fresh
/// process, whose libcurl pool has seen no HTTP/1.1: AppTests' `ProtocolConcurrencyTests`.)
@Suite(
    "sync over HTTP/1.1: its connections", .serialized, .timeLimit(.minutes(2)),
    .enabled(if: HTTPSTestSite.unavailableReason == nil, "\(HTTPSTestSite.unavailableReason ?? ""): skipped"))
struct SyncOverHTTP1Tests {
    static let newest = 300
    static let archive = ComicArchive.synthetic(through: newest)
    /// The newest, then every other number.
    static let requests = newest

    /// nginx with `options` in front of a stub that holds each answer for
    /// `latency`; then a whole sync through it, which must complete.
    func sync(
        _ options: NginxServer.Options, latency: Duration, concurrency: Int? = nil,
        _ body: (HTTPSTestSite, StubXKCDServer) async throws -> Void
    ) async throws {
        let stub = StubXKCDServer(archive: Self.archive)
        let stubURL = try await stub.start()
        await stub.setLatency(latency)
        var options = options
        options.upstreamPort = stubURL.port
        let folder = try ServicesFolder()
        defer { folder.remove() }
        do {
            let site = try await HTTPSTestSite(archive: .synthetic(through: 1), nginx: options)
            defer { site.stop() }
            let services = try folder.services(baseURL: site.baseURL) {
                $0.certificateFile = site.authority.certificate.path
            }
            let report = try await services.archiveSync(concurrency: concurrency).run()
            #expect(report.isComplete, "\(report)")
            try await body(site, stub)
        } catch {
            await stub.stop()
            throw error
        }
        await stub.stop()
    }

    @Test(
        "HTTP/1.1: sync keeps to 16 connections; --concurrency 64 to the pool's 20 (a page's requests at once)",
        arguments: [(nil, 16), (64, 20)] as [(Int?, Int)])
    func http1(concurrency: Int?, connectionLimit: Int) async throws {
        try await sync(NginxServer.Options(http2: false), latency: .milliseconds(100), concurrency: concurrency) {
            site, stub in
            let connections = await site.nginx.connections(afterRequests: Self.requests)
            #expect(connections.count <= connectionLimit, "connections: \(connections.count)")
            #expect(site.nginx.loggedRequests.allSatisfy { $0.contains("HTTP/1.1") })
            let peak = await stub.peakInFlight
            #expect((2...connectionLimit).contains(peak), "\(peak) requests were in flight")
        }
    }
}
