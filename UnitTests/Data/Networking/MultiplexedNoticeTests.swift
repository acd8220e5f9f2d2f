import ComicTestSupport
import Foundation
import Synchronization
import Testing

@testable import ComicData

/// Sync learned that the server speaks HTTP/2 only from the first answer, a
/// round trip after the connection was up, and kept its first window at 16
/// until then. A request going out on a connection where another waits for
/// its answer now tells (`CurlNetworkClient.Configuration.onMultiplexed`);
/// HTTP/1.1, which sends the next request only after the answer, never does.
@Suite(
    "the client tells when a connection multiplexes, before any answer", .timeLimit(.minutes(2)),
    .enabled(if: SuiteSkip.runs(#fileID, unless: HTTPSTestSite.unavailableReason)))
struct MultiplexedNoticeTests {
    /// Fetches `paths` of the stand-in site over nginx (`http2` or not), all
    /// at once; how often the client told. The latency proxy keeps the first
    /// answer a round trip away, so a loaded machine still starts every request before it.
    func notices(http2: Bool, paths: [String]) async throws -> (notices: Int, statuses: [Int]) {
        let https = try await HTTPSTestSite(
            archive: ComicArchive(bodies: [:]), oneWay: .milliseconds(150),
            nginx: NginxServer.Options(http2: http2, servesFiles: true))
        defer { https.stop() }
        try https.nginx.publish(WhatIfSite.generated(count: 4), at: https.baseURL)
        let count = Mutex(0)
        var configuration = CurlNetworkClient.Configuration()
        configuration.trust.file = https.authority.certificate.path
        configuration.redirectHosts = []
        configuration.onMultiplexed = { count.withLock { $0 += 1 } }
        let client = CurlNetworkClient(configuration: configuration)
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for path in paths {
                let url = try #require(URL(string: path, relativeTo: https.baseURL)?.absoluteURL)
                group.addTask { try await client.send(NetworkRequest(url: url)).statusCode }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        return (count.withLock { $0 }, statuses)
    }

    @Test("HTTP/2: requests waiting for the new connection go out on it together, and it tells")
    func http2() async throws {
        let result = try await notices(http2: true, paths: ["/archive/", "/1/", "/2/", "/3/", "/4/"])
        #expect(result.statuses.allSatisfy { $0 == 200 }, "\(result.statuses)")
        #expect(result.notices > 0)
    }

    @Test("HTTP/1.1: connections taken again after their answers never tell")
    func http1() async throws {
        // More requests than the pool's connections a host, so connections are taken again.
        let paths = (0..<48).map { ["/archive/", "/1/", "/2/", "/3/", "/4/"][$0 % 5] }
        let result = try await notices(http2: false, paths: paths)
        #expect(result.statuses.allSatisfy { $0 == 200 }, "\(result.statuses)")
        #expect(result.notices == 0)
    }
}
