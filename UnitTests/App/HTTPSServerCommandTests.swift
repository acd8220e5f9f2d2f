import ComicTestSupport
import Foundation
import Testing

/// The binary against nginx over TLS 1.3 and HTTP/2, as it meets xkcd.com:
/// one connection carries a page. A fresh process's: libcurl's connection
/// pool is the process's, and allows 20 connections a host once it has seen
/// HTTP/1.1. (Refused certificates are tested in process: `HTTPSCommandTests`.)
@Suite(
    "xkcd against nginx over HTTPS", .serialized, .timeLimit(.minutes(2)),
    .enabled(if: SuiteSkip.runs(#fileID, unless: HTTPSTestSite.unavailableReason)))
struct HTTPSServerCommandTests {
    static let archive = ComicArchive.synthetic(through: 120)

    @Test("a cold first page of 20 goes over one TCP connection, its requests as HTTP/2 streams")
    func onePageOneConnection() async throws {
        // The proxy's 10 ms each way leaves the 19 parallel requests time to
        // open connections of their own if they do not wait for the first.
        let site = try await HTTPSTestSite(archive: Self.archive, oneWay: .milliseconds(10))
        defer { site.stop() }
        let runner = try BinaryRunner(baseURL: site.baseURL)
        let result = try await runner.run(["latest", "--count", "20", "--json"], environment: site.trustEnvironment)
        #expect(result.status == 0, "\(result.stderr)")
        let comics = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any]
        #expect(comics?.count == 20)
        let requests = site.nginx.loggedRequests
        let connections = await site.nginx.connections(afterRequests: 20)
        #expect(connections.count == 1, "connections: \(connections.sorted()), requests: \(requests)")
        #expect(site.nginx.loggedRequests.allSatisfy { $0.contains("HTTP/2.0") })
    }
}
