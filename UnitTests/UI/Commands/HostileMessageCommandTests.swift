import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// A message that quotes a server (a header, a redirect's host) reaches no
/// stream raw, in any command that can meet it; `show` still says what happened.
@Suite("Messages that quote a server are sanitized", .timeLimit(.minutes(1)))
struct HostileMessageCommandTests {
    /// Window title (OSC 0), clipboard (OSC 52), a cursor query, an 8-bit CSI and a bidi override.
    static let payload = "\u{1B}]0;owned\u{07}\u{1B}]52;c;aGk=\u{07}\u{1B}[6n\u{9B}31m\u{202E}x"

    typealias Command = @Sendable (ComicServices) async throws -> CommandRun

    static let commands: [(String, Command)] = [
        ("show 5", { try await CommandRun.show(.number(5), from: $0) }),
        ("show 5 --json", { try await CommandRun.show(.number(5), json: true, from: $0) }),
        ("latest --count 3", { try await CommandRun.latest(3, from: $0) }),
        ("latest --count 3 --json", { try await CommandRun.latest(3, json: true, from: $0) }),
        ("sync --concurrency 2", { try await CommandRun.sync(concurrency: 2, from: $0) }),
        ("bookmarks add 5", { try await CommandRun.addBookmarks([5], from: $0) }),
    ]

    func unsafeScalars(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { OutputPolicy.isUnsafe($0) && $0 != "\n" && $0 != "\t" }
    }

    /// Every command fails with clean streams; `show`'s error says `expected`, its sequences removed whole.
    func expectClean(_ server: HostileServer, _ label: String, showSays expected: String) async throws {
        for (name, command) in Self.commands {
            let folder = try ServicesFolder()
            defer { folder.remove() }
            let run = try await command(try folder.services(baseURL: server.baseURL, pageSize: 3))
            if name == "show 5" {
                #expect(run.stderrText.contains(expected), "\(label): \(run.stderrText.debugDescription)")
            }
            #expect(run.exitCode != 0, "\(label) \(name): \(run.stderr)")
            #expect(unsafeScalars(run.output).isEmpty, "\(label) \(name) stdout")
            #expect(unsafeScalars(run.stderrText).isEmpty, "\(label) \(name): \(run.stderrText.debugDescription)")
        }
    }

    @Test("an escape-carrying Content-Encoding")
    func contentEncoding() async throws {
        let server = try HostileServer(mode: .extraHeader("Content-Encoding: gzip\(Self.payload)", newest: 9))
        defer { server.stop() }
        try await expectClean(server, "Content-Encoding", showSays: "sent a gzip")
    }

    @Test("a redirect to an escape-carrying host")
    func redirectHost() async throws {
        let host = "%1B%5D0%3Bowned%07%1B%5B6n%C2%9B31m%E2%80%AEevil.example"
        let server = try HostileServer(mode: .redirect(to: "http://\(host)/5/info.0.json"))
        defer { server.stop() }
        try await expectClean(server, "redirect", showSays: "redirected to evil.example:80, which is not followed")
    }
}
