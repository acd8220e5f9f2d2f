import ComicTestSupport
import Foundation
import Testing

/// A cold cache and a server that accepts and never answers: the newest
/// comic is asked for by the prewarm and the first page within one network
/// phase, not one each (it took two).
@Suite("A silent server and a cold cache: one network phase", .serialized, .timeLimit(.minutes(1)))
struct SilentServerColdCacheTests {
    @Test(
        "latest ends within one phase with one clear error",
        arguments: [["latest", "--count", "3"], ["latest", "--count", "1", "--json"]])
    func latest(arguments: [String]) async throws {
        let silent = try HostileServer(mode: .silent)
        defer { silent.stop() }
        let runner = try BinaryRunner(baseURL: silent.baseURL)

        let (time, result) = try await elapsed {
            try await runner.run(arguments, environment: SilentServerCommandTests.shortPhase)
        }

        #expect(time < SilentServerCommandTests.limit, "\(arguments) took \(time)")
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty || result.stdout == "[]\n", "\(result.stdout)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
