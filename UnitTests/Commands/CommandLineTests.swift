import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("The commands against the stub server", .serialized, .timeLimit(.minutes(2)))
struct CommandLineTests {
    /// Decodes `--json` output with a JSON parser, as a script would.
    func comics(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try #require(object as? [[String: Any]])
    }

    @Test("latest --count 25 --json: 25 comics, descending, across 404")
    func latestJSON() async throws {
        try await withStubServer(try .small) { _, base in
            let result = try await CommandRunner(baseURL: base).run("latest", "--count", "25", "--json")
            #expect(result.status == 0, "\(result.stderr)")
            let list = try comics(result.stdout)
            let numbers = list.compactMap { $0["num"] as? Int }
            #expect(numbers.count == 25)
            #expect(numbers == Array((385...410).reversed()).filter { $0 != 404 })
            #expect(list.allSatisfy { $0["bookmarked"] as? Bool == false })
            #expect(
                Set(list[0].keys) == [
                    "num", "title", "safe_title", "alt", "img", "transcript", "link", "news", "year", "month", "day",
                    "bookmarked", "read",
                ])
            #expect(!result.stdout.utf8.contains(0x1B))
        }
    }

    @Test("plain output has no escape codes even for a title made of them")
    func plainIsSanitized() async throws {
        try await withStubServer(try .small) { _, base in
            let result = try await CommandRunner(baseURL: base).run("latest", "--count", "12")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Red Alert") && !result.stdout.contains("[31m"))
            #expect(!result.stdout.utf8.contains(0x1B))
            #expect(!result.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0 == "\u{202E}" })
            #expect(result.stdout.split(separator: "\n").count == 12)
        }
    }

    @Test("bookmarks persist across runs with the same database: add, list, remove")
    func bookmarksAcrossRuns() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let added = try await runner.run("bookmarks", "add", "409", "12")
            #expect(added.status == 0, "\(added.stderr)")
            let listed = try await runner.run("bookmarks", "list", "--json")
            #expect(listed.status == 0, "\(listed.stderr)")
            #expect(Set(try comics(listed.stdout).compactMap { $0["num"] as? Int }) == [409, 12])
            #expect(try comics(listed.stdout).allSatisfy { $0["bookmarked"] as? Bool == true })
            let shown = try await runner.run("show", "409", "--json")
            #expect(shown.stdout.contains("\"bookmarked\" : true"))
            let removed = try await runner.run("bookmarks", "remove", "12")
            #expect(removed.status == 0, "\(removed.stderr)")
            let after = try await runner.run("bookmarks", "list", "--json")
            #expect(try comics(after.stdout).compactMap { $0["num"] as? Int } == [409])
        }
    }

    @Test("--offline lists bookmarks with the server stopped")
    func offlineBookmarks() async throws {
        let server = StubXKCDServer(archive: try .small)
        let base = try await server.start()
        let runner = try CommandRunner(baseURL: base)
        let added = try await runner.run("bookmarks", "add", "400")
        #expect(added.status == 0, "\(added.stderr)")
        _ = try await runner.run("latest", "--count", "5")
        await server.stop()
        let listed = try await runner.run("bookmarks", "list", "--offline")
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("D&D Roll"))
        let cached = try await runner.run("latest", "--offline", "--count", "5", "--json")
        #expect(cached.status == 0, "\(cached.stderr)")
        #expect(try comics(cached.stdout).compactMap { $0["num"] as? Int } == [410, 409, 408, 407, 406])
        #expect(cached.stderr == "offline: showing cached comics\n")
    }

    @Test("a comic that does not exist: one clear line and a non-zero exit")
    func unknownComic() async throws {
        try await withStubServer(try .small) { _, base in
            let result = try await CommandRunner(baseURL: base).run("show", "404")
            #expect(result.status != 0)
            #expect(result.stderr == "Error: there is no comic 404\n")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("adding a missing comic among good ones saves none; removing an unsaved one removes none")
    func allOrNothing() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let adding = try await runner.run("bookmarks", "add", "1", "404", "2")
            #expect(adding.status != 0)
            #expect(adding.stderr == "Error: there is no comic 404\n")
            #expect(try comics(try await runner.run("bookmarks", "list", "--json").stdout).isEmpty)

            #expect(try await runner.run("bookmarks", "add", "1", "2").status == 0)
            let removing = try await runner.run("bookmarks", "remove", "1", "3")
            #expect(removing.status != 0)
            #expect(removing.stderr == "Error: not bookmarked: #3; nothing removed\n")
            let left = try comics(try await runner.run("bookmarks", "list", "--json").stdout)
            #expect(Set(left.compactMap { $0["num"] as? Int }) == [1, 2])
        }
    }

    @Test("a database file that is not a database: one line naming it, and the file untouched")
    func notADatabase() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let original = Data("these are my notes, not a database\n".utf8)
        try original.write(to: URL(fileURLWithPath: runner.databasePath))
        let result = try await runner.run("bookmarks", "list")
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains(runner.databasePath))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: runner.databasePath)) == original)
        let folder = try FileManager.default.contentsOfDirectory(atPath: runner.directory.path)
        #expect(folder == ["xkcd.sqlite"])
    }

    @Test("an unreachable server with an empty cache: one clear line and a non-zero exit")
    func unreachable() async throws {
        let server = StubXKCDServer(archive: try .small)
        let base = try await server.start()
        await server.stop()
        let result = try await CommandRunner(baseURL: base).run("latest")
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("Error: cannot load the newest comic: cannot reach 127.0.0.1"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test(
        "bad arguments: a usage error, nothing written",
        arguments: [
            ["latest", "--count", "0"], ["show", "abc"], ["bookmarks", "add", "-3"], ["bookmarks", "remove", "0"],
            ["--base-url", "ftp://x", "latest"], ["latest", "--base-url", "http://127.0.0.1:"], ["show", "-1"],
            ["show", "0"],
            ["latest", "--color", "sometimes"],
        ])
    func badArguments(arguments: [String]) async throws {
        let runner = try CommandRunner(baseURL: nil)
        let result = try await runner.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("Error:"))
        #expect(!FileManager.default.fileExists(atPath: runner.databasePath))
    }

    @Test("Piped lists are number, date and title separated by tabs; --color always adds styles even to a pipe")
    func pipedLists() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let latest = try await runner.run("latest", "--count", "3")
            #expect(latest.status == 0, "\(latest.stderr)")
            #expect(
                latest.stdout
                    == "410\t2008-03-14\tGuest Week\n409\t2008-03-12\tNaïve Café\n408\t2008-03-10\tBlue Moon\n")
            #expect(try await runner.run("bookmarks", "add", "408").status == 0)
            let saved = try await runner.run("bookmarks")
            #expect(saved.stdout == "408\t2008-03-10\tBlue Moon\n")

            let colored = try await runner.run("latest", "--count", "3", "--color", "always")
            #expect(colored.stdout.contains("\u{1B}[2m410\u{1B}[0m\t"))
            #expect(colored.stdout.split(separator: "\n").count == 3)
            let never = try await runner.run(
                ["latest", "--count", "3", "--color", "never"], environment: ["NO_COLOR": ""])
            #expect(never.stdout == latest.stdout)
        }
    }

    @Test("Piped show wraps to $COLUMNS, else 80 columns, never inside a word")
    func showWraps() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let narrow = try await runner.run(["show", "409"], environment: ["COLUMNS": "30"])
            #expect(narrow.status == 0, "\(narrow.stderr)")
            let lines = narrow.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.contains("Crêpe, Pokémon and Königsberg"))
            #expect(lines.contains("are spelled right."))
            let wide = lines.filter { $0.count > 30 }
            #expect(wide.allSatisfy { $0.hasPrefix("Image: ") || $0.hasPrefix("Explain: ") }, "\(wide)")
            let standard = try await runner.run("show", "409")
            #expect(standard.stdout.contains("Crêpe, Pokémon and Königsberg are spelled right.\n"))
            #expect(!standard.stdout.utf8.contains(0x1B))
        }
    }

    @Test("An empty JSON list is [], and an empty plain list says how to add one")
    func emptyLists() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let json = try await runner.run("bookmarks", "list", "--json", "--offline")
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout == "[]\n")
        let plain = try await runner.run("bookmarks", "--offline")
        #expect(plain.stdout.isEmpty)
        #expect(plain.stderr.hasPrefix("No bookmarks yet"))
    }

    @Test("--version, completion scripts for bash, zsh and fish")
    func versionAndCompletions() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let version = try await runner.run("--version")
        #expect(version.status == 0)
        #expect(version.stdout == "0.1.0\n")
        for shell in ["bash", "zsh", "fish"] {
            let script = try await runner.run("--generate-completion-script", shell)
            #expect(script.status == 0, "\(script.stderr)")
            #expect(script.stdout.contains("bookmarks"), "\(shell)")
        }
        #expect(!FileManager.default.fileExists(atPath: runner.databasePath))
    }
}
