import ArgumentParser
import ComicSettings
import ComicTestSupport
import Foundation
import Testing

@testable import xkcd

@Suite("xkcd explain and its settings")
struct ExplainCommandTests {
    func message(_ arguments: [String]) -> String? {
        do {
            _ = try XKCDCommand.parse(commandLine: arguments)
            return nil
        } catch {
            return XKCDCommand.message(for: error)
        }
    }

    @Test("explain takes one comic number, as other commands read it")
    func parsing() throws {
        let command = try #require(
            try XKCDCommand.parse(commandLine: ["explain", "#327", "--json"]) as? ExplainCommand)
        #expect(try ExplainCommand.number(from: command.words) == 327)
        #expect(command.json)
        let offline = try #require(
            try XKCDCommand.parse(commandLine: ["--offline", "explain", "5"]) as? ExplainCommand)
        #expect(offline.global.offline)
        #expect(message(["explain"]) == "give a comic number")
        #expect(message(["explain", "0"]) == "comic numbers start at 1, got 0")
        #expect(message(["explain", "-1"]) == "comic numbers start at 1, got -1")
        #expect(message(["explain", "abc"]) == "'abc' is not a comic number")
        #expect(message(["explain", "1", "2"]) == "Unexpected argument '2'")
    }

    @Test("--explain-url is checked like --base-url; the flag beats XKCD_EXPLAIN_URL, which beats the default")
    func explainURL() throws {
        #expect(
            message(["explain", "1", "--explain-url", "ftp://x"])
                == "--explain-url must be an http or https URL, got 'ftp://x'")
        func explainURL(_ environment: [String: String], _ arguments: [String] = []) throws -> URL {
            let options = try GlobalOptions.parse(arguments)
            return try Settings.resolve(flags: options.flags, environment: environment, file: nil).explainURL
        }
        #expect(try explainURL([:]).absoluteString == "https://www.explainxkcd.com/wiki/api.php")
        #expect(try explainURL(["XKCD_EXPLAIN_URL": "http://w:81/api.php"]).port == 81)
        #expect(throws: SettingsError.self) { try explainURL(["XKCD_EXPLAIN_URL": "http://w:"]) }
        #expect(try explainURL(["XKCD_EXPLAIN_URL": "http://b:2"], ["--explain-url", "http://a:1/api.php"]).port == 1)
    }

    @Test("the binary: a bad number is exit 64; offline with nothing saved is one line, exit 1, nothing on stdout")
    func binaryErrors() async throws {
        let runner = try BinaryRunner(baseURL: nil)
        let zero = try await runner.run("explain", "0")
        #expect(zero.status == 64)
        #expect(zero.stderr.hasPrefix("Error: comic numbers start at 1, got 0\n"))

        let offline = try await runner.run("explain", "327", "--offline")
        #expect(offline.status == 1)
        #expect(offline.stdout.isEmpty)
        #expect(offline.stderr.split(separator: "\n").count == 1)
        #expect(offline.stderr.contains("327") && offline.stderr.contains("xkcd sync --explain"), "\(offline.stderr)")
    }

    @Test("xkcd config shows explain-url and where it came from")
    func config() async throws {
        let runner = try BinaryRunner(baseURL: nil)
        let shown = try await runner.run(["config"], environment: ["XKCD_EXPLAIN_URL": "http://user:pw@w:81/api.php"])
        #expect(shown.status == 0)
        #expect(
            shown.stdout.contains("explain-url   = http://***@w:81/api.php  (environment XKCD_EXPLAIN_URL)\n"),
            "\(shown.stdout)")
        let flagged = try await runner.run("config", "--explain-url", "http://w:82/api.php")
        #expect(
            flagged.stdout.contains("explain-url   = http://w:82/api.php  (flag --explain-url)\n"), "\(flagged.stdout)")
    }

    @Test("a wiki that never answers: one line within the network phase, nothing on stdout", .timeLimit(.minutes(1)))
    func silentWiki() async throws {
        let server = try HostileServer(mode: .silent)
        defer { server.stop() }
        let runner = try BinaryRunner(baseURL: nil)
        let start = ContinuousClock.now
        let result = try await runner.run(
            ["explain", "327", "--explain-url", server.baseURL.appendingPathComponent("api.php").absoluteString],
            environment: SilentServerCommandTests.shortPhase)
        #expect(ContinuousClock.now - start < SilentServerCommandTests.limit)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix("Error: ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test("a wiki that sends without end: refused past the body cap, one line", .timeLimit(.minutes(1)))
    func endlessWiki() async throws {
        let server = try HostileServer(mode: .endlessChunked)
        defer { server.stop() }
        let runner = try BinaryRunner(baseURL: nil)
        let result = try await runner.run(
            "explain", "327", "--explain-url", server.baseURL.appendingPathComponent("api.php").absoluteString)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("KiB") || result.stderr.contains("answer"), "\(result.stderr)")
    }
}
