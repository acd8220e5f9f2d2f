import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

@testable import xkcd

/// The command line a person meets: help everywhere, options anywhere, one
/// reading of numbers, exit statuses a script can use, run as the binary runs them.
@Suite("The command line never surprises", .serialized, .timeLimit(.minutes(2)))
struct CommandLineContractTests {
    @Test("--help and -h work on every command at every depth; help of a command that does not exist is an error")
    func helpEverywhere() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let paths = [[]] + CommandTree.paths(under: XKCDCommand.self)
        #expect(paths.contains(["bookmarks", "add"]) && paths.contains(["marks", "import"]))
        for path in paths {
            for flag in ["--help", "-h"] {
                let result = try await runner.run(path + [flag])
                #expect(result.status == 0, "\(path) \(flag): \(result.stderr)")
                #expect(result.stdout.contains("USAGE: xkcd"), "\(path) \(flag)")
                #expect(result.stderr.isEmpty, "\(path) \(flag)")
            }
        }
        let topic = try await runner.run("help", "bookmarks", "add")
        #expect(topic.status == 0, "\(topic.stderr)")
        #expect(topic.stdout.contains("USAGE: xkcd bookmarks add"))

        let nosuch = try await runner.run("help", "nosuch")
        #expect(nosuch.status == 64)
        #expect(nosuch.stderr.hasPrefix("Error: unknown command 'nosuch'"))
        #expect(nosuch.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: runner.databasePath))
    }

    @Test("Global options before the command's name; a typo suggests the nearest command")
    func optionsBeforeTheCommand() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            #expect(try await runner.run("latest", "--count", "3").status == 0)

            let offline = try await runner.run("--offline", "latest", "--count", "2")
            #expect(offline.status == 0, "\(offline.stderr)")
            #expect(offline.stdout == "410\t2008-03-14\tGuest Week\n409\t2008-03-12\tNaïve Café\n")
            #expect(offline.stderr == "offline: showing cached comics\n")

            let typo = try await runner.run("lates")
            #expect(typo.status == 64)
            #expect(typo.stderr.hasPrefix("Error: unknown command 'lates'; did you mean 'latest'?\n"))
            #expect(!typo.stderr.contains("xkcd read"), "not the reader's usage")
        }
    }

    @Test("Read marks move with xkcd marks; the old xkcd read spelling works with one note")
    func marksCommand() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let imported = try await runner.run(["marks", "import", "-"], input: "410\n")
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stderr.isEmpty)

            let old = try await runner.run(["read", "import", "-"], input: "408\n")
            #expect(old.status == 0, "\(old.stderr)")
            #expect(old.stdout == "imported 1 (0 already read, 0 invalid)\n")
            #expect(
                old.stderr
                    == "note: 'xkcd read import' is now 'xkcd marks import'; the old name goes away in the next release\n"
            )

            let exported = try await runner.run("marks", "export", "--format", "csv")
            #expect(exported.stdout.split(separator: "\n").map { $0.prefix(4) } == ["num,", "410,", "408,"])
            let oldExport = try await runner.run("read", "export", "--format", "csv")
            #expect(oldExport.stdout == exported.stdout)
            #expect(oldExport.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test(
        "A number below 1 or not a number: the same line in show, bookmarks add and remove, and import",
        arguments: [("-1", "comic numbers start at 1, got -1"), ("0", "comic numbers start at 1, got 0")])
    func numbersOneWay(word: String, message: String) async throws {
        let runner = try CommandRunner(baseURL: nil)
        for arguments in [["show", word], ["bookmarks", "add", word], ["bookmarks", "remove", "--offline", word]] {
            let result = try await runner.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(arguments): \(result.stderr)")
        }
        let imported = try await runner.run(["bookmarks", "import", "-"], input: "\(word)\n")
        #expect(imported.status == 64)
        #expect(imported.stderr == "Error: standard input: line 1: \(message); nothing imported\n")
        let notANumber = try await runner.run("bookmarks", "add", "abc")
        #expect(notANumber.status == 64)
        #expect(notANumber.stderr.hasPrefix("Error: 'abc' is not a comic number\n"))
        #expect(!FileManager.default.fileExists(atPath: runner.databasePath))
    }

    @Test("#327 is comic 327 everywhere; adding a bookmarked comic says it already is")
    func hashNumbersAndAlreadyBookmarked() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let shown = try await runner.run("show", "#409", "--json")
            #expect(shown.status == 0, "\(shown.stderr)")
            #expect(shown.stdout.contains("\"num\" : 409"))

            let added = try await runner.run("bookmarks", "add", "#409")
            #expect(added.stdout == "Bookmarked #409.\n", "\(added.stderr)")
            let again = try await runner.run("bookmarks", "add", "409", "#408")
            #expect(again.status == 0, "\(again.stderr)")
            #expect(again.stdout == "Bookmarked #408.\nAlready bookmarked: #409.\n")

            let removed = try await runner.run("bookmarks", "remove", "#408")
            #expect(removed.stdout == "Removed #408.\n", "\(removed.stderr)")
        }
    }

    @Test("search exits as grep does: 0 with matches, 1 with none (said on stderr), 2 on an error")
    func searchExitStatus() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            #expect(try await runner.run("latest", "--count", "12").status == 0)

            let found = try await runner.run("search", "encodings", "--offline")
            #expect(found.status == 0, "\(found.stderr)")
            #expect(!found.stdout.isEmpty)

            let none = try await runner.run("search", "zzzqqq", "--offline")
            #expect(none.status == 1)
            #expect(none.stdout.isEmpty)
            #expect(none.stderr.hasPrefix("no comics match 'zzzqqq'\n"))
            let noneJSON = try await runner.run("search", "zzzqqq", "--offline", "--json")
            #expect(noneJSON.status == 1)
            #expect(noneJSON.stdout == "[]\n")

            try Data("not a database, notes\n".utf8).write(to: URL(fileURLWithPath: runner.databasePath))
            let broken = try await runner.run("search", "encodings", "--offline")
            #expect(broken.status == 2)
            #expect(broken.stderr.hasPrefix("Error: "))
        }
    }

    @Test("Plurals agree with their counts")
    func plurals() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let everyOther = (1...410).filter { $0 != 407 }.map(String.init).joined(separator: ",")
            #expect(try await runner.run(["marks", "import", "-"], input: everyOther).status == 0)

            let one = try await runner.run("latest", "--unread", "--count", "3", "--json")
            #expect(one.status == 0, "\(one.stderr)")
            #expect(one.stderr.contains("note: only 1 unread comic found\n"), "\(one.stderr)")
        }
        #expect(Plural.count(1, "comic") == "1 comic")
        #expect(Plural.count(0, "comic") == "0 comics")
        #expect(Plural.count(2, "unread comic") == "2 unread comics")
        // "interrupted: 1,700 comics saved", as the progress bar and the summaries count.
        #expect(Plural.count(1_700, "comic") == "1,700 comics")
    }

    @Test("A database path through a file: the error names the path and the reason")
    func pathErrors() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let file = runner.directory.appendingPathComponent("notes.txt").path
        try Data("notes\n".utf8).write(to: URL(fileURLWithPath: file))

        let result = try await runner.run("bookmarks", "--offline", "--db", file + "/more/xkcd.sqlite")

        #expect(result.status == 1)
        #expect(result.stderr == "Error: cannot open \(file)/more/xkcd.sqlite: \(file) is not a folder\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("notes\n".utf8))
    }

    @Test("An error quoting a path with a line break is still one line")
    func oneLineError() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let file = runner.directory.appendingPathComponent("two\nlines.txt").path
        try Data("notes\n".utf8).write(to: URL(fileURLWithPath: file))

        let result = try await runner.run("bookmarks", "--offline", "--db", file + "/more/xkcd.sqlite")

        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: cannot open "), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }

    @Test("A folder this user may not write: permission denied, naming the path", .enabled(if: getuid() != 0))
    func permissionDenied() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let folder = runner.directory.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path) }
        let path = folder.appendingPathComponent("xkcd.sqlite").path

        let result = try await runner.run("bookmarks", "--offline", "--db", path)

        #expect(result.status == 1)
        #expect(result.stderr == "Error: cannot open \(path): permission denied\n")
    }
}
