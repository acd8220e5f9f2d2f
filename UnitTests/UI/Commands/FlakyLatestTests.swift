import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

@Suite("latest against a flaky server", .serialized, .timeLimit(.minutes(1)))
struct FlakyLatestTests {
    @Test(
        "latest --count 20 --json, every 2nd or 3rd comic a 500 once: all 20, no note, those comics asked twice",
        arguments: [2, 3])
    func complete(failingEvery period: Int) async throws {
        try await withStubServer(.synthetic(through: 100)) { server, base in
            // Failing per comic, not per request, so which comics fail does not hang on arrival order.
            let failing = (81...99).filter { $0.isMultiple(of: period) }
            for number in failing { await server.setFault(.failTimes(1), for: .comic(number)) }
            let folder = try ServicesFolder()
            defer { folder.remove() }

            let run = try await CommandRun.latest(20, json: true, from: try folder.services(baseURL: base))

            #expect(run.exitCode == 0, "\(run.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
            let numbers = try #require(object as? [[String: Any]]).compactMap { $0["num"] as? Int }
            #expect(numbers == Array((81...100).reversed()))
            #expect(run.stderr.isEmpty, "\(run.stderr)")
            #expect(await server.requestCount == 20 + failing.count)
        }
    }
}
