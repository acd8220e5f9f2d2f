import ComicTestSupport
import Foundation
import Testing

/// The exit status of a listing that printed what it had but not all it was
/// asked for: 3. What it prints and notes is decided in process
/// (`IncompleteLatestTests`); this is the status reaching the shell, through
/// the piped `xkcd`, which lists as `latest` does.
@Suite("An incomplete listing exits 3", .timeLimit(.minutes(1)))
struct PartialFirstPageCommandTests {
    @Test("the newest, then connections closed: the piped xkcd prints it, one line on stderr, exit 3")
    func connectionsClosed() async throws {
        let server = try HostileServer(mode: .closedComics(newest: 3000))
        defer { server.stop() }

        let result = try await BinaryRunner(baseURL: server.baseURL).run([])

        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stdout == "3000\t2024-01-02\tComic 3000\n", "\(result.stdout)")
        #expect(result.stderr.hasPrefix("incomplete: got 1 of 20 comics; "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
