import ComicTestSupport
import Foundation
import Testing

/// Habits a shell user brings, each command line run in process:
/// exit statuses, a bad config file, `xkcd N`, imports and read marks.
@Suite("Command-line habits, run as a person would", .serialized, .timeLimit(.minutes(2)))
struct CommandHabitsTests {
    func numbers(_ json: String) throws -> [Int] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try #require(object as? [[String: Any]]).compactMap { $0["num"] as? Int }
    }

    @Test("a config file with an unknown key: every command prints its one line alone and exits 64")
    func badConfigEverywhere() async throws {
        let runner = try ConfigCommandTests.runner(nil, config: "colour = never\n")
        let path = runner.directory.appendingPathComponent(".config/xkcd/config").path
        for arguments in [[], ["latest"], ["bookmarks"], ["marks", "list"], ["327"]] {
            let result = try await runner.run(arguments + ["--offline"])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.hasPrefix("Error: \(path):1: unknown key 'colour'"), "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
    }

    @Test("xkcd 327, piped, prints the comic as show 327 does; 0 and abc are refused as elsewhere")
    func numberAsCommand() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let shown = try await runner.run("show", "409")
            let opened = try await runner.run("409")
            #expect(opened.status == 0, "\(opened.stderr)")
            #expect(opened.stdout == shown.stdout)
            #expect(opened.stdout.contains("409"))
            let hashed = try await runner.run("--offline", "#409")
            #expect(hashed.stdout == shown.stdout)
            let zero = try await runner.run("0")
            #expect(zero.status == 64)
            #expect(zero.stderr.hasPrefix("Error: comic numbers start at 1, got 0"))
            let typo = try await runner.run("lates")
            #expect(typo.status == 64)
            #expect(typo.stderr.contains("did you mean 'latest'?"))
        }
    }

    @Test(
        "latest --unread with nothing unread exits 1, as search with no match; bookmarks images --fetch that saves nothing exits 1"
    )
    func nothingFoundExits1() async throws {
        let archive = try ComicArchive.synthetic(through: 20)
            .settingImage("https://imgs.example.com/comics/gone.png", ofComic: 4)
        try await withStubServer(archive) { server, base in
            let runner = try CommandRunner(baseURL: base)
            await server.setImage(ImageFixtures.notAnImage, named: "comics/gone.png")
            let everything = (1...20).map(String.init).joined(separator: "\n")
            #expect(try await runner.run(["marks", "import", "-"], input: everything).status == 0)
            let unread = try await runner.run("latest", "--unread", "--count", "5")
            #expect(unread.status == 1, "\(unread.stderr)")
            #expect(unread.stdout.isEmpty)
            #expect(unread.stderr.contains("no unread comics"))

            #expect(try await runner.run("marks", "remove", "7").status == 0)
            let one = try await runner.run("latest", "--unread", "--count", "5")
            #expect(one.status == 0, "fewer than asked is the whole answer: \(one.stderr)")
            #expect(one.stdout.hasPrefix("7\t"))

            _ = try await runner.run("bookmarks", "add", "4")
            let fetched = try await runner.run("bookmarks", "images", "--fetch")
            #expect(fetched.status == 1, "\(fetched.stderr)")
            #expect(fetched.stdout.contains("#4 Comic 4"))
        }
    }

    @Test("bookmarks import saves images as b does, names and skips a number that is no comic")
    func importSavesImagesAndSkipsPhantoms() async throws {
        try await withStubServer(ComicArchive.synthetic(through: 20)) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let imported = try await runner.run(["bookmarks", "import", "-"], input: "5\n99999\n")
            #expect(imported.status == 0, "\(imported.stderr)")
            // The summary agrees with the note: one added, one refused.
            #expect(imported.stdout.hasPrefix("imported 1 (0 already bookmarked, 1 invalid)\n"))
            #expect(imported.stderr.contains("there is no comic 99999: skipped, not bookmarked"))
            let listed = try await runner.run("bookmarks", "--json")
            #expect(try numbers(listed.stdout) == [5])
            let images = try await runner.run("bookmarks", "images", "--offline")
            #expect(images.stdout == "Every bookmarked comic's image is saved.\n", "\(images.stderr)")
        }
    }

    @Test("a phantom bookmark stored before is reported by bookmarks with the command that removes it")
    func phantomsReported() async throws {
        try await withStubServer(ComicArchive.synthetic(through: 20)) { _, base in
            let runner = try CommandRunner(baseURL: base)
            // Offline, nothing can say the number is no comic: it is kept.
            let imported = try await runner.run(["bookmarks", "import", "--offline", "-"], input: "99998\n")
            #expect(imported.status == 0, "\(imported.stderr)")
            let listed = try await runner.run("bookmarks")
            #expect(listed.status == 0, "\(listed.stderr)")
            #expect(
                listed.stderr.contains("there is no comic #99998; 'xkcd bookmarks remove 99998' removes its bookmark"))
            #expect(!listed.stderr.contains("not cached yet"))
            let removed = try await runner.run("bookmarks", "remove", "99998")
            #expect(removed.status == 0, "\(removed.stderr)")
            #expect(try numbers(try await runner.run("bookmarks", "--json").stdout).isEmpty)
        }
    }

    @Test("marks list, add and remove, as bookmarks have: all or none, JSON with read_at")
    func readMarks() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let added = try await runner.run("marks", "add", "405", "#406")
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout == "Marked read #405, #406.\n")
            let again = try await runner.run("marks", "add", "405")
            #expect(again.stdout == "Already read: #405.\n")
            let listed = try await runner.run("marks", "list", "--json")
            #expect(Set(try numbers(listed.stdout)) == [405, 406])
            #expect(listed.stdout.contains("\"read_at\""))
            #expect(listed.stdout.contains("\"read\" : true"))
            let plain = try await runner.run("marks")
            #expect(plain.stdout.split(separator: "\n").count == 2)

            let refused = try await runner.run("marks", "remove", "405", "407")
            #expect(refused.status == 1)
            #expect(refused.stderr == "Error: not read: #407; nothing removed\n")
            let noComic = try await runner.run("marks", "add", "404")
            #expect(noComic.status != 0)
            let removed = try await runner.run("marks", "remove", "405")
            #expect(removed.status == 0, "\(removed.stderr)")
            #expect(try numbers(try await runner.run("marks", "--json").stdout) == [406])
            let usage = try await runner.run("marks", "add", "abc")
            #expect(usage.status == 64)
            #expect(usage.stderr.contains("Usage: xkcd marks add <number>... [<options>]"))
        }
    }
}
