import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("xkcd latest against a flaky server", .serialized, .timeLimit(.minutes(2)))
struct FlakyServerCommandTests {
    @Test(
        "latest --count 20 --json with every 2nd or 3rd request answering 500: all 20 comics, under 2.5 requests each",
        arguments: [2, 3])
    func latestComplete(failingEvery period: Int) async throws {
        try await withStubServer(.synthetic(through: 100)) { server, base in
            await server.setFailurePattern(every: period)
            let result = try await BinaryRunner(baseURL: base).run("latest", "--count", "20", "--json")
            #expect(result.status == 0, "\(result.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
            let numbers = try #require(object as? [[String: Any]]).compactMap { $0["num"] as? Int }
            #expect(numbers == Array((81...100).reversed()))
            #expect(result.stderr.isEmpty)
            let requests = await server.requestCount
            #expect(Double(requests) < 2.5 * 20, "\(requests) requests for 20 comics")
        }
    }
}
