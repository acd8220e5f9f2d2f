import ArgumentParser
import ComicSettings
import ComicTestSupport
import Foundation
import Testing

@testable import xkcd

@Suite("xkcd explain and its settings")
struct ExplainCommandTests {
    func message(_ arguments: [String]) -> String? {
        XKCDCommand.parseMessage(arguments)
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

    @Test("show names the configured wiki's page as the comic's explanation, as explain --json does")
    func showLinksTheConfiguredWiki() async throws {
        try await withStubServer(ComicArchive.synthetic(through: 20)) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let shown = try await runner.run("show", "7", "--explain-url", "http://127.0.0.1:9/w/api.php")
            #expect(shown.status == 0, "\(shown.stderr)")
            #expect(shown.stdout.contains("Explain: http://127.0.0.1:9/w/index.php/7\n"), "\(shown.stdout)")
            let standard = try await runner.run("show", "7", "--offline")
            #expect(standard.stdout.contains("Explain: https://www.explainxkcd.com/wiki/index.php/7\n"))
        }
    }
}
