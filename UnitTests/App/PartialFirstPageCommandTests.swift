import ComicTestSupport
import Foundation
import Testing

/// The newest comic comes, then the network fails for the rest of the page:
/// the commands print what came, say in one line what is missing, and exit 3
/// (they printed nothing and exited 1).
@Suite("The newest comic, then the rest of the page lost", .serialized, .timeLimit(.minutes(1)))
struct PartialFirstPageCommandTests {
    @Test(
        "latest, --json, --count and the piped xkcd print the newest, one line on stderr, exit 3",
        arguments: [["latest", "--count", "5"], ["latest", "--count", "5", "--json"], ["latest"], []])
    func connectionsClosed(arguments: [String]) async throws {
        let server = try HostileServer(mode: .closedComics(newest: 3000))
        defer { server.stop() }

        let result = try await BinaryRunner(baseURL: server.baseURL).run(arguments)

        #expect(result.status == 3, "\(result.stderr)")
        if arguments.contains("--json") {
            let comics = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
            #expect(comics?.map { $0["num"] as? Int } == [3000], "\(result.stdout)")
        } else {
            #expect(result.stdout == "3000\t2024-01-02\tComic 3000\n", "\(result.stdout)")
        }
        let asked = arguments.count > 2 ? 5 : 20
        #expect(result.stderr.hasPrefix("incomplete: got 1 of \(asked) comics; "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test("a server silent after the newest: the newest within one network phase, exit 3")
    func silentAfterNewest() async throws {
        let server = try HostileServer(mode: .silentComics(newest: 3000))
        defer { server.stop() }
        let runner = try BinaryRunner(baseURL: server.baseURL)

        let (time, result) = try await elapsed {
            try await runner.run(["latest", "--count", "3"], environment: SilentServerCommandTests.shortPhase)
        }

        #expect(time < SilentServerCommandTests.limit, "latest took \(time)")
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stdout == "3000\t2024-01-02\tComic 3000\n", "\(result.stdout)")
        #expect(result.stderr.contains("incomplete: got 1 of 3 comics"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
