import ComicData
import ComicTestSupport
import Foundation
import Testing

/// Opening a host early, against nginx over TLS 1.3 and HTTP/2: the request
/// that follows, from any client of the process, rides the opened connection.
@Suite(
    "Opening a connection early", .serialized, .timeLimit(.minutes(1)),
    .enabled(if: SuiteSkip.runs(#fileID, unless: HTTPSTestSite.unavailableReason)))
struct PreconnectTests {
    func client(trusting site: HTTPSTestSite) -> CurlNetworkClient {
        var configuration = CurlNetworkClient.Configuration()
        configuration.trust.file = site.authority.certificate.path
        return CurlNetworkClient(configuration: configuration)
    }

    @Test("a preconnect opens the connection the next request uses, and a second one in a row is skipped")
    func preconnectThenRequest() async throws {
        let site = try await HTTPSTestSite(archive: ComicArchive.synthetic(through: 5))
        defer { site.stop() }
        let opener = client(trusting: site)
        opener.preconnect(to: site.baseURL.appendingPathComponent("ignored/path"))
        opener.preconnect(to: site.baseURL)
        let opened = await site.nginx.connections(afterRequests: 1)
        #expect(opened.count == 1)
        // Another client: the connection pool is the process's.
        let response = try await client(trusting: site).send(
            NetworkRequest(url: site.baseURL.appendingPathComponent("5/info.0.json")))
        #expect(response.statusCode == 200)
        let connections = await site.nginx.connections(afterRequests: 2)
        let requests = site.nginx.loggedRequests
        #expect(connections == opened, "\(requests)")
        #expect(requests.count == 2, "\(requests)")
        #expect(requests.first?.hasSuffix(" /") == true, "the preconnect asks for / only: \(requests)")
    }

    @Test("a CA the client does not trust fails the request with libcurl's words")
    func untrusted() async throws {
        let site = try await HTTPSTestSite(archive: ComicArchive.synthetic(through: 5))
        defer { site.stop() }
        let url = site.baseURL.appendingPathComponent("5/info.0.json")
        let error = await #expect(throws: NetworkError.self) {
            try await CurlNetworkClient().send(NetworkRequest(url: url))
        }
        #expect(error?.description.contains("certificate") == true, "\(String(describing: error))")
        #expect(error?.isTransient == false)
    }
}
