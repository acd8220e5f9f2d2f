import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// What a hostile server puts in a comic, or in the address it is reached
/// at, reaches stdout and stderr only as data: escaped in JSON, removed
/// whole from plain text, credentials never.
@Suite("Commands over a hostile server's text", .timeLimit(.minutes(1)))
struct HostileTextCommandTests {
    static func services(_ server: HostileServer, baseURL: URL? = nil, pageSize: Int = 20) throws -> (
        ComicServices, ServicesFolder
    ) {
        let folder = try ServicesFolder()
        return (try folder.services(baseURL: baseURL ?? server.baseURL, pageSize: pageSize), folder)
    }

    @Test("show --json writes DEL, C1 and bidi controls as \\u escapes, the data kept")
    func jsonEscapes() async throws {
        let server = try HostileServer(
            mode: .title(json: #"a\u007fb\u009b31mc\u202ed\u2066e\u200ef\u0000g"#, newest: 7))
        defer { server.stop() }
        let (services, folder) = try Self.services(server)
        defer { folder.remove() }

        let run = try await CommandRun.show(.number(7), json: true, from: services)

        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(!run.output.unicodeScalars.contains { OutputPolicy.isUnsafe($0) && $0 != "\n" })
        for escape in ["\\u007f", "\\u009b", "\\u202e", "\\u2066", "\\u200e", "\\u0000"] {
            #expect(run.output.contains(escape), "\(escape) missing")
        }
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(object?["title"] as? String == "a\u{7F}b\u{9B}31mc\u{202E}d\u{2066}e\u{200E}f\u{0}g")
    }

    @Test("latest's plain lines remove whole escape sequences from a hostile title")
    func plainRemovesSequences() async throws {
        let server = try HostileServer(
            mode: .title(json: #"\u001b[2J\u001b]0;pwned\u0007Exoplanet System\u001b[31m"#, newest: 7))
        defer { server.stop() }
        let (services, folder) = try Self.services(server, pageSize: 1)
        defer { folder.remove() }

        let run = try await CommandRun.latest(1, from: services)

        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.output.contains("Exoplanet System"))
        #expect(!run.output.contains("pwned") && !run.output.contains("[2J") && !run.output.contains("[31m"))
    }

    @Test("credentials in the base URL never reach a note, an error or a failed row")
    func credentialsRedacted() async throws {
        let server = try HostileServer(mode: .comicStatus(500, newest: 3000))
        defer { server.stop() }
        var components = try #require(URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false))
        components.user = "user"
        components.password = "s3cret"
        let (services, folder) = try Self.services(server, baseURL: components.url, pageSize: 3)
        defer { folder.remove() }

        let latest = try await CommandRun.latest(3, from: services)
        let show = try await CommandRun.show(.number(2999), from: services)

        // Piped, the failures are summed up on stderr, with the first one's reason (its URL).
        #expect(latest.stderr.contains { $0.contains("failed, #") && $0.contains("HTTP 500") }, "\(latest.stderr)")
        #expect(show.exitCode != 0)
        for output in [latest.output, latest.stderrText, show.output, show.stderrText] {
            #expect(!output.contains("s3cret") && !output.contains("user@"), "\(output)")
        }
    }
}
