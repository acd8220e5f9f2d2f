import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// The newest comic comes and the rest of the walk does not: `latest` prints
/// what came, says in one line what is missing and exits 3, with the
/// requests bounded (it printed nothing and exited 1, or walked the archive).
@Suite("latest with the rest of its walk lost", .timeLimit(.minutes(1)))
struct IncompleteLatestTests {
    static func latest(
        _ mode: HostileServer.Mode, count: Int, json: Bool = false, phase: Duration = NetworkPhase.standard
    ) async throws -> (CommandRun, HostileServer) {
        let server = try HostileServer(mode: mode)
        defer { server.stop() }
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let services = try folder.services(baseURL: server.baseURL, pageSize: count) { $0.networkPhase = phase }
        return (try await CommandRun.latest(count, json: json, from: services), server)
    }

    @Test(
        "connections closed after the newest: it alone, one line on stderr, exit 3 (--count 5, --json, the default 20)",
        arguments: [(5, false), (5, true), (20, false)])
    func connectionsClosed(count: Int, json: Bool) async throws {
        let (run, _) = try await Self.latest(.closedComics(newest: 3000), count: count, json: json)

        #expect(run.exitCode == CommandReport.incompleteExitCode, "\(run.stderr)")
        if json {
            let comics = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]]
            #expect(comics?.map { $0["num"] as? Int } == [3000], "\(run.output)")
        } else {
            #expect(run.output == "3000\t2024-01-02\tComic 3000\n", "\(run.output)")
        }
        #expect(run.stderr.count == 1, "\(run.stderr)")
        #expect(run.stderr.first?.hasPrefix("incomplete: got 1 of \(count) comics; ") == true, "\(run.stderr)")
    }

    @Test("a server silent after the newest: the newest within one network phase, exit 3")
    func silentAfterNewest() async throws {
        let (time, (run, _)) = try await elapsed {
            try await Self.latest(.silentComics(newest: 3000), count: 3, phase: ServicesFolder.shortPhase)
        }

        #expect(time < ServicesFolder.withinOnePhase(), "latest took \(time)")
        #expect(run.exitCode == CommandReport.incompleteExitCode, "\(run.stderr)")
        #expect(run.output == "3000\t2024-01-02\tComic 3000\n", "\(run.output)")
        #expect(run.stderr.count == 1, "\(run.stderr)")
        #expect(run.stderr.first?.contains("incomplete: got 1 of 3 comics") == true, "\(run.stderr)")
    }

    @Test("every comic failing (500): what came, stops after three bounded pages, not the archive; exit 3")
    func everyComicFails() async throws {
        let (run, server) = try await Self.latest(.comicStatus(500, newest: 3000), count: 100)

        #expect(run.exitCode == CommandReport.incompleteExitCode, "\(run.stderr)")
        #expect(run.output.contains("3000\t2024-01-02\tComic 3000"), "\(run.output)")
        #expect(run.stderr.contains { $0.contains("incomplete: got 1 of 100 comics") }, "\(run.stderr)")
        // Three pages, each stopping after 40 misses in a row (with up to 19
        // more in flight) and a retry budget of 6; not the 3,000 numbers.
        #expect(server.requestCount <= 1 + 3 * (40 + 19 + 6), "\(server.requestCount) requests")
    }

    @Test("every comic missing (404): two empty pages after the first, exactly their requests; exit 3")
    func everyComicMissing() async throws {
        let (run, server) = try await Self.latest(.comicStatus(404, newest: 3000), count: 5, json: true)

        #expect(run.exitCode == CommandReport.incompleteExitCode, "\(run.stderr)")
        #expect(run.stderr.contains { $0.contains("incomplete: got 1 of 5 comics") }, "\(run.stderr)")
        #expect(server.requestCount == 1 + 4 + 2 * 5)
    }
}
