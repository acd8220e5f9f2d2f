import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

@Suite("The xkcd binary against a hostile server", .serialized, .timeLimit(.minutes(2)))
struct HostileCommandTests {
    @Test("every comic failing: latest prints what it got, stops after two empty pages and exits 3")
    func everyComicFails() async throws {
        let server = try HostileServer(mode: .comicStatus(500, newest: 3000))
        defer { server.stop() }
        let result = try await BinaryRunner(baseURL: server.baseURL).run("latest", "--count", "100")
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stdout.contains("3000\t2024-01-02\tComic 3000"), "\(result.stdout)")
        #expect(result.stderr.contains("incomplete: got 1 of 100 comics"))
        // Three pages, each stopping after 40 misses in a row (with up to 19
        // more in flight) and a retry budget of 6; not the 3,000 numbers.
        #expect(server.requestCount <= 1 + 3 * (40 + 19 + 6))
    }

    @Test("every comic missing (404): latest walks two empty pages, not the archive, and exits 3")
    func everyComicMissing() async throws {
        let server = try HostileServer(mode: .comicStatus(404, newest: 3000))
        defer { server.stop() }
        let result = try await BinaryRunner(baseURL: server.baseURL).run("latest", "--count", "5", "--json")
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.contains("incomplete: got 1 of 5 comics"))
        #expect(server.requestCount == 1 + 4 + 2 * 5)
    }

    @Test("an implausible newest number: one line naming the server, not the database")
    func implausibleNewest() async throws {
        let server = try HostileServer(mode: .newest(0))
        defer { server.stop() }
        let result = try await BinaryRunner(baseURL: server.baseURL).run("show", "latest")
        #expect(result.status != 0)
        #expect(result.stderr.contains("claims the newest comic is #0"), "\(result.stderr)")
        #expect(!result.stderr.contains("sqlite") && !result.stderr.contains("CHECK"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("credentials in --base-url never reach a message or a placeholder row")
    func credentialsRedacted() async throws {
        let server = try HostileServer(mode: .comicStatus(500, newest: 3000))
        defer { server.stop() }
        var components = try #require(URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false))
        components.user = "user"
        components.password = "s3cret"
        let base = try #require(components.url)
        let runner = try BinaryRunner(baseURL: base)
        let latest = try await runner.run("latest", "--count", "3")
        // Piped, the failures are named on stderr.
        #expect(latest.stderr.contains("not loaded"), "\(latest.stderr)")
        let show = try await runner.run("show", "2999")
        #expect(show.status != 0)
        for output in [latest.stdout, latest.stderr, show.stdout, show.stderr] {
            #expect(!output.contains("s3cret") && !output.contains("user@"), "\(output)")
        }
    }

    @Test("--json writes DEL, C1 and bidi controls as \\u escapes, the data kept")
    func jsonEscapes() async throws {
        let server = try HostileServer(
            mode: .title(json: #"a\u007fb\u009b31mc\u202ed\u2066e\u200ef\u0000g"#, newest: 7))
        defer { server.stop() }
        let result = try await BinaryRunner(baseURL: server.baseURL).run("show", "7", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.unicodeScalars.contains { OutputPolicy.isUnsafe($0) && $0 != "\n" })
        for escape in ["\\u007f", "\\u009b", "\\u202e", "\\u2066", "\\u200e", "\\u0000"] {
            #expect(result.stdout.contains(escape), "\(escape) missing")
        }
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["title"] as? String == "a\u{7F}b\u{9B}31mc\u{202E}d\u{2066}e\u{200E}f\u{0}g")
    }

    @Test("plain output removes whole escape sequences from a hostile title")
    func plainRemovesSequences() async throws {
        let server = try HostileServer(
            mode: .title(json: #"\u001b[2J\u001b]0;pwned\u0007Exoplanet System\u001b[31m"#, newest: 7))
        defer { server.stop() }
        let result = try await BinaryRunner(baseURL: server.baseURL).run("latest", "--count", "1")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Exoplanet System"))
        #expect(!result.stdout.contains("pwned") && !result.stdout.contains("[2J") && !result.stdout.contains("[31m"))
    }

    @Test("a read-only database: reading commands work with one note; a write fails naming the file")
    func readOnlyDatabase() async throws {
        let server = try HostileServer(mode: .newest(30))
        defer { server.stop() }
        let runner = try BinaryRunner(baseURL: server.baseURL)
        let filled = try await runner.run("bookmarks", "add", "29")
        #expect(filled.status == 0, "\(filled.stderr)")
        _ = try await runner.run("latest", "--count", "3")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: runner.databasePath)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: runner.directory.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: runner.directory.path)
        }
        let asUser = try ReadOnlyRunner(runner)

        let list = try await asUser.run("bookmarks", "list")
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("29"))
        #expect(list.stderr == "note: \(runner.databasePath) is read-only: reading only, nothing new will be saved\n")

        let show = try await asUser.run("show", "5")
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.hasPrefix("#5 Comic 5"))
        #expect(show.stderr.split(separator: "\n").count == 1)

        let add = try await asUser.run("bookmarks", "add", "30")
        #expect(add.status != 0)
        #expect(add.stderr.contains(runner.databasePath) && add.stderr.contains("readonly"), "\(add.stderr)")
        #expect(add.stderr.split(separator: "\n").count == 2)
    }
}

/// Runs the binary as a user who may read the runner's database but not
/// write it: as root (who may write anything) through `setpriv` as nobody.
struct ReadOnlyRunner {
    let runner: BinaryRunner

    init(_ runner: BinaryRunner) throws {
        self.runner = runner
    }

    func run(_ arguments: String...) async throws -> ChildProcess.Result {
        var environment = [
            "HOME": runner.directory.path, "XKCD_DB": runner.databasePath, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
        ]
        if let baseURL = runner.baseURL { environment["XKCD_BASE_URL"] = baseURL.absoluteString }
        let executable = try BinaryRunner.executable
        guard getuid() == 0 else { return try await ChildProcess.run(executable, arguments, environment: environment) }
        return try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/setpriv"),
            ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments,
            environment: environment)
    }
}
