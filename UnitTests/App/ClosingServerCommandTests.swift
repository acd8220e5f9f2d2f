import ComicTestSupport
import Foundation
import Testing

/// A plain-HTTP server that closes each connection after one answer (HTTP/1.0,
/// no keep-alive). Waiting for a connection that might multiplex (HTTP/2 is
/// only ever offered over TLS) held every request behind the one before.
@Suite("A server closing each connection, through the binary", .timeLimit(.minutes(1)))
struct ClosingServerCommandTests {
    @Test("latest asks for a page's comics at once, each on a connection of its own")
    func pageInParallel() async throws {
        let server = try HostileServer(mode: .closingEach(after: .milliseconds(500), newest: 40))
        defer { server.stop() }
        let runner = try BinaryRunner(baseURL: server.baseURL)

        let result = try await ChildProcess.run(
            try BinaryRunner.executable, ["latest", "--count", "8"], environment: runner.environment)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 8, "\(result.stdout)")
        // One at a time, the server never sees two connections open together.
        #expect(server.peakConnections >= 4, "peak \(server.peakConnections) connections")
    }
}
