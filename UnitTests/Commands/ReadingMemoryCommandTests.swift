import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Read marks, random and mark files on the command line", .serialized, .timeLimit(.minutes(2)))
struct ReadingMemoryCommandTests {
    private func comics(_ json: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    private func numbers(_ json: String) throws -> [Int] {
        try comics(json).compactMap { $0["num"] as? Int }
    }

    /// Writes `text` to a file in the runner's folder and returns its path.
    private func file(_ text: String, in runner: CommandRunner, named name: String = "marks.txt") throws -> String {
        let path = runner.directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(
        "bookmarks export, then import into another database: the same bookmarks and times", arguments: ["json", "csv"])
    func exportImportRoundTrip(format: String) async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            #expect(try await runner.run("bookmarks", "add", "409", "12").status == 0)
            #expect(try await runner.run("bookmarks", "add", "400").status == 0)
            let exported = try await runner.run("bookmarks", "export", "--format", format)
            #expect(exported.status == 0, "\(exported.stderr)")

            let other = try CommandRunner(baseURL: nil)
            let imported = try await other.run(["bookmarks", "import", "--offline", "-"], input: exported.stdout)
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout == "imported 3 (0 already bookmarked, 0 invalid)\n")

            let again = try await other.run("bookmarks", "export", "--format", format, "--offline")
            let before = try MarkFileReader.entries(in: Data(exported.stdout.utf8), kind: .bookmark)
            let after = try MarkFileReader.entries(in: Data(again.stdout.utf8), kind: .bookmark)
            #expect(before.map(\.number) == [409, 12, 400] || before.map(\.number) == [12, 409, 400])
            #expect(after.map(\.number) == before.map(\.number))
            #expect(after.map(\.markedAt) == before.map(\.markedAt))
            #expect(before.allSatisfy { $0.markedAt != nil })
        }
    }

    @Test("import merges, says what it did, and lists comics not cached yet until they are fetched")
    func importMergesAndFetchesLater() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            #expect(try await runner.run("bookmarks", "add", "3").status == 0)
            let path = try file("#3, #5\n7\n5\n", in: runner)

            let imported = try await runner.run("bookmarks", "import", path, "--offline")
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout == "imported 2 (1 already bookmarked, 0 invalid)\n")

            let offline = try await runner.run("bookmarks", "--offline")
            // Piped: three tab-separated fields on every line, date and title empty when not cached.
            let lines = offline.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 3 })
            #expect(lines.contains("7\t\t"))
            #expect(lines.contains("5\t\t"))
            #expect(
                offline.stderr.contains("not cached yet: #5, #7") || offline.stderr.contains("not cached yet: #7, #5"))
            let offlineJSON = try await runner.run("bookmarks", "list", "--offline", "--json")
            // Not dropped: listed by number and saved_at, the comic's fields null.
            let listed = try comics(offlineJSON.stdout)
            #expect(listed.compactMap { $0["num"] as? Int } == [7, 5, 3])
            #expect(listed.map { $0["title"] is NSNull } == [true, true, false])
            #expect(listed.allSatisfy { ($0["saved_at"] as? String)?.hasSuffix("Z") == true })
            #expect(listed.allSatisfy { $0["bookmarked"] as? Bool == true })
            #expect(offlineJSON.stderr == "note: not cached yet, so listed with null fields: #7, #5\n")

            let online = try await runner.run("bookmarks", "list", "--json")
            #expect(Set(try numbers(online.stdout)) == [3, 5, 7])
            #expect(!(try await runner.run("bookmarks").stdout.contains("not cached yet")))
        }
    }

    @Test("import fetches the comics it lacks, as sync does, and skips a number that is no comic")
    func importFetches() async throws {
        try await withStubServer(try .small) { server, base in
            let runner = try CommandRunner(baseURL: base)
            #expect(try await runner.run("show", "3").status == 0)
            await server.resetCounters()

            let imported = try await runner.run(["bookmarks", "import", "-"], input: "#3, #5\n7\n404\n")

            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(
                imported.stdout.hasPrefix(
                    "imported 3 (0 already bookmarked, 1 invalid)\nfetched 2 comics for offline reading\n"))
            #expect(imported.stderr.hasPrefix("note: there is no comic 404: skipped, not bookmarked\n"))
            let offline = try await runner.run("bookmarks", "list", "--json", "--offline")
            let listed = try comics(offline.stdout)
            #expect(Set(listed.compactMap { $0["num"] as? Int }) == [3, 5, 7])
            #expect(listed.allSatisfy { $0["title"] is String })
            let plain = try await runner.run("bookmarks", "--offline")
            #expect(plain.stdout.split(separator: "\n").count == 3)
        }
    }

    @Test("a malformed import names the line and changes nothing, not even creating the database")
    func malformedImport() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let path = try file("1\n2\n0\n4\n", in: runner)

        let result = try await runner.run("bookmarks", "import", path)

        #expect(result.status != 0)
        #expect(result.stderr == "Error: \(path): line 3: comic numbers start at 1, got 0; nothing imported\n")
        #expect(!FileManager.default.fileExists(atPath: runner.databasePath))

        let unknown = try await runner.run(["marks", "import", "-"], input: "num,title,saved_at\n1,A,\n")
        #expect(unknown.stderr.hasPrefix("Error: standard input: line 1: unknown column 'saved_at'"))
        #expect(
            try await runner.run("bookmarks", "import", runner.directory.appendingPathComponent("none").path).status
                != 0)
    }

    @Test("read marks: imported, carried as \"read\" in JSON, left out by --unread, exported")
    func readMarks() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let imported = try await runner.run(["marks", "import", "-"], input: "410, 408\n")
            #expect(imported.stdout == "imported 2 (0 already read, 0 invalid)\n", "\(imported.stderr)")

            let all = try await runner.run("latest", "--count", "3", "--json")
            #expect(try comics(all.stdout).map { $0["read"] as? Bool } == [true, false, true])
            let unread = try await runner.run("latest", "--count", "3", "--unread", "--json")
            #expect(try numbers(unread.stdout) == [409, 407, 406])
            #expect(try comics(unread.stdout).allSatisfy { $0["read"] as? Bool == false })
            let shown = try await runner.run("show", "410", "--json")
            #expect(shown.stdout.contains("\"read\" : true"))

            let exported = try await runner.run("marks", "export", "--format", "csv")
            #expect(exported.stdout.hasPrefix("num,title,read_at\n"))
            #expect(exported.stdout.split(separator: "\n").count == 3)
        }
    }

    @Test("show random --unread picks the one comic not read; offline it says it used the cache")
    func randomUnread() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            #expect(try await runner.run("latest", "--count", "5").status == 0)
            #expect(
                try await runner.run(
                    ["marks", "import", "-"], input: (1...409).map(String.init).joined(separator: ",")
                )
                .status == 0)

            let online = try await runner.run("show", "random", "--unread", "--json")
            #expect(
                try JSONSerialization.jsonObject(with: Data(online.stdout.utf8)) as? [String: Any] != nil,
                "\(online.stderr)")
            #expect(online.stdout.contains("\"num\" : 410"))

            let offline = try await runner.run("show", "random", "--unread", "--offline")
            #expect(offline.status == 0, "\(offline.stderr)")
            #expect(offline.stderr.contains("picked among the cached comics"))

            #expect(try await runner.run(["marks", "import", "-"], input: "410").status == 0)
            let none = try await runner.run("show", "random", "--unread")
            #expect(none.status != 0)
            #expect(none.stderr == "Error: every comic is read already\n")
        }
    }

    @Test(
        "usage errors: --unread belongs to random; --format takes json or csv",
        arguments: [
            ["show", "12", "--unread"], ["bookmarks", "export", "--format", "xml"], ["bookmarks", "import"],
        ])
    func usageErrors(arguments: [String]) async throws {
        let runner = try CommandRunner(baseURL: nil)
        let result = try await runner.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("Error:"))
        #expect(!FileManager.default.fileExists(atPath: runner.databasePath))
    }
}
