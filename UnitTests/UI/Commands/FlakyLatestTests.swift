import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

@Suite("latest against a flaky server", .serialized, .timeLimit(.minutes(1)))
struct FlakyLatestTests {
    @Test(
        "latest --count 20 --json, every 2nd or 3rd request a 500: all 20, no note, under 2.5 requests a comic",
        arguments: [2, 3])
    func complete(failingEvery period: Int) async throws {
        try await withStubServer(.synthetic(through: 100)) { server, base in
            await server.setFailurePattern(every: period)
            let folder = try ServicesFolder()
            defer { folder.remove() }

            let run = try await CommandRun.latest(20, json: true, from: try folder.services(baseURL: base))

            #expect(run.exitCode == 0, "\(run.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
            let numbers = try #require(object as? [[String: Any]]).compactMap { $0["num"] as? Int }
            #expect(numbers == Array((81...100).reversed()))
            #expect(run.stderr.isEmpty, "\(run.stderr)")
            let requests = await server.requestCount
            #expect(Double(requests) < 2.5 * 20, "\(requests) requests for 20 comics")
        }
    }
}
