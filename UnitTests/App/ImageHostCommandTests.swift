import ComicTestSupport
import Foundation
import Testing

@Suite("The binary fetches images only from the chosen hosts", .serialized, .timeLimit(.minutes(1)))
struct ImageHostCommandTests {
    @Test("show --images symbols and bookmarks add send nothing to an img on another port")
    func otherPort() async throws {
        let elsewhere = try HostileServer(mode: .newest(9))
        defer { elsewhere.stop() }
        let port = try #require(elsewhere.baseURL.port)
        let server = try HostileServer(mode: .image(at: "http://127.0.0.1:\(port)/x.png", newest: 9))
        defer { server.stop() }
        let runner = try BinaryRunner(baseURL: server.baseURL)

        let shown = try await runner.run("show", "5", "--images", "symbols")
        let added = try await runner.run("bookmarks", "add", "5")

        #expect(shown.status == 0, "\(shown.stderr)")
        #expect((shown.stdout + shown.stderr).contains("image host not allowed: 127.0.0.1:\(port)"), "\(shown)")
        #expect(added.stderr.contains("image host not allowed: 127.0.0.1:\(port)"), "\(added.stderr)")
        #expect(elsewhere.requestCount == 0)
    }
}
