import ComicData
import ComicTestSupport
import Foundation
import Testing

/// The stub stops a run at a known point (the signal tests' mid-sync): the
/// requests before the count are answered, the ones after wait for release.
@Suite("The stub holds the answers after a count", .timeLimit(.minutes(1)))
struct StubHoldingTests {
    @Test("holdResponses(after: 2): two answered, the third held (no byte within a second), the fourth after release")
    func holdsAfterCount() async throws {
        try await withStubServer(.synthetic(through: 5)) { server, base in
            await server.holdResponses(after: 2)
            var configuration = CurlNetworkClient.Configuration()
            configuration.idleTimeout = .seconds(1)
            let client = CurlNetworkClient(configuration: configuration)
            let urls = (1...4).map { base.appendingPathComponent("\($0)/info.0.json") }

            for url in urls.prefix(2) {
                let answered = try await client.send(NetworkRequest(url: url))
                #expect(answered.statusCode == 200)
            }
            await #expect(throws: NetworkError.timedOut(urls[2])) {
                try await client.send(NetworkRequest(url: urls[2]))
            }
            await server.releaseResponses()
            let released = try await client.send(NetworkRequest(url: urls[3]))
            #expect(released.statusCode == 200)
        }
    }
}
