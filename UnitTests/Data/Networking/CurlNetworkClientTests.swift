import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("libcurl client against the stub server", .timeLimit(.minutes(1)))
struct CurlNetworkClientTests {
    @Test("a 200 comes back with its body and headers")
    func ok() async throws {
        let archive = ComicArchive.synthetic(through: 5)
        try await withStubServer(archive) { server, base in
            let response = try await CurlNetworkClient().send(
                NetworkRequest(url: base.appendingPathComponent("3/info.0.json")))
            #expect(response.statusCode == 200)
            #expect(response.body == (await server.servedBody(ofComic: 3)))
            #expect(response.header("content-type") == "application/json")
            #expect(await server.lastUserAgent?.hasPrefix("xkcd-terminal-reader/") == true)
        }
    }

    @Test("404 and 500 are responses, not errors", arguments: [404, 500])
    func statuses(status: Int) async throws {
        try await withStubServer(.synthetic(through: 5)) { server, base in
            await server.setFault(.status(status), for: .comic(2))
            let response = try await CurlNetworkClient().send(
                NetworkRequest(url: base.appendingPathComponent("2/info.0.json")))
            #expect(response.statusCode == status)
        }
    }

    @Test("a body over the limit is refused with a clear error")
    func oversized() async throws {
        try await withStubServer(.synthetic(through: 5)) { server, base in
            await server.setFault(.oversizedBody(3 * 1024 * 1024), for: .comic(1))
            let url = base.appendingPathComponent("1/info.0.json")
            await #expect(throws: NetworkError.responseTooLarge(url, limit: 2 * 1024 * 1024)) {
                try await CurlNetworkClient().send(NetworkRequest(url: url))
            }
        }
    }

    @Test("a port nothing listens on is reported as unreachable")
    func unreachable() async throws {
        // Held, not a stopped server's: a freed port may go to another test's server.
        try await FreePort.withRefusingPort { port in
            let url = try #require(URL(string: "http://127.0.0.1:\(port)/info.0.json"))
            let error = await #expect(throws: NetworkError.self) {
                try await CurlNetworkClient().send(NetworkRequest(url: url))
            }
            let unreachable = if case .unreachable? = error { true } else { false }
            #expect(unreachable, "\(String(describing: error))")
            #expect(error?.isTransient == true)
        }
    }

    @Test("a server slower than the timeout is reported as timed out")
    func timeout() async throws {
        try await withStubServer(.synthetic(through: 5)) { server, base in
            await server.setLatency(.seconds(5))
            var configuration = CurlNetworkClient.Configuration()
            configuration.requestDeadline = .milliseconds(300)
            let url = base.appendingPathComponent("info.0.json")
            await #expect(throws: NetworkError.timedOut(url)) {
                try await CurlNetworkClient(configuration: configuration).send(NetworkRequest(url: url))
            }
        }
    }

    @Test("cancelling the calling task cancels the request")
    func cancellation() async throws {
        try await withStubServer(.synthetic(through: 5)) { server, base in
            await server.setLatency(.seconds(30))
            let client = CurlNetworkClient()
            let request = Task {
                try await client.send(NetworkRequest(url: base.appendingPathComponent("info.0.json")))
            }
            await server.waitUntilRequests(1)
            request.cancel()
            await #expect(throws: CancellationError.self) { try await request.value }
        }
    }
}
