import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

@Suite("Messages that quote a server are sanitized", .serialized, .timeLimit(.minutes(2)))
struct HostileMessageTests {
    /// Window title (OSC 0), clipboard (OSC 52), a cursor query, an 8-bit CSI and a bidi override.
    static let payload = "\u{1B}]0;owned\u{07}\u{1B}]52;c;aGk=\u{07}\u{1B}[6n\u{9B}31m\u{202E}x"

    static let commands: [[String]] = [
        ["show", "5"], ["show", "5", "--json"], ["latest", "--count", "3"], ["latest", "--count", "3", "--json"],
        ["sync", "--concurrency", "2"], ["bookmarks", "add", "5"],
    ]

    func unsafeScalars(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { OutputPolicy.isUnsafe($0) && $0 != "\n" && $0 != "\t" }
    }

    /// Every command's streams are clean; `show`'s error still says what happened, sequences removed whole.
    func expectClean(_ server: HostileServer, _ label: String, showSays expected: String) async throws {
        for arguments in Self.commands {
            let result = try await BinaryRunner(baseURL: server.baseURL).run(arguments)
            if arguments == ["show", "5"] {
                #expect(result.stderr.contains(expected), "\(label): \(result.stderr.debugDescription)")
            }
            #expect(result.status != 0, "\(label) \(arguments): \(result.stderr)")
            #expect(unsafeScalars(result.stdout).isEmpty, "\(label) \(arguments) stdout")
            #expect(
                unsafeScalars(result.stderr).isEmpty, "\(label) \(arguments) stderr: \(result.stderr.debugDescription)")
        }
    }

    @Test("an escape-carrying Content-Encoding reaches no stream raw, in any command")
    func contentEncoding() async throws {
        let server = try HostileServer(mode: .extraHeader("Content-Encoding: gzip\(Self.payload)", newest: 9))
        defer { server.stop() }
        try await expectClean(server, "Content-Encoding", showSays: "sent a gzip")
    }

    @Test("a redirect to an escape-carrying host reaches no stream raw, in any command")
    func redirectHost() async throws {
        let host = "%1B%5D0%3Bowned%07%1B%5B6n%C2%9B31m%E2%80%AEevil.example"
        let server = try HostileServer(mode: .redirect(to: "http://\(host)/5/info.0.json"))
        defer { server.stop() }
        try await expectClean(server, "redirect", showSays: "redirected to evil.example:80, which is not followed")
    }
}
