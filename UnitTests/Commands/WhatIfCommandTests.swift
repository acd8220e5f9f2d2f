import ComicTestSupport
import Foundation
import Testing

@testable import xkcd

/// `xkcd whatif`, `sync --whatif` and search's articles against the stub
/// serving the stand-in What If? site beside a few comics.
@Suite("xkcd whatif", .timeLimit(.minutes(2)))
struct WhatIfCommandTests {
    /// Runs `body` with a runner whose What If? site is the stub's.
    func withSite(_ body: (CommandRunner, StubXKCDServer) async throws -> Void) async throws {
        try await withStubServer(ComicArchive.synthetic(through: 20)) { server, base in
            await server.publish(WhatIfSite())
            let runner = try CommandRunner(baseURL: base)
            try await body(runner, server)
        }
    }

    func run(_ runner: CommandRunner, _ server: StubXKCDServer, _ arguments: String...) async throws
        -> ChildProcess.Result
    {
        let base = try #require(await server.baseURL)
        return try await runner.run(arguments + ["--whatif-url", base.absoluteString])
    }

    @Test("the list: newest first, piped as number, date and title between tabs; --count")
    func list() async throws {
        try await withSite { runner, server in
            let result = try await run(runner, server, "whatif", "--count", "3")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stdout
                    == "12\t2013-02-12\tQuiet Planet\n11\t2013-02-05\tThousand Kites\n10\t2013-01-29\tMissing Picture\n"
            )
        }
    }

    @Test(
        "an article as text: title, question, who asked, paragraphs, illustrations' title text, numbered notes at the end"
    )
    func article() async throws {
        try await withSite { runner, server in
            let result = try await run(runner, server, "whatif", "4")
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(
                Array(lines.prefix(4)) == [
                    "Slow Rain", "", "What if raindrops fell at a walking pace?", "\u{2014}Ines",
                ])
            #expect(lines.contains("You could dodge them.[1][2]"))
            #expect(lines.contains("Illustration: Excuse me."))
            #expect(lines.contains("1. Look up."))
            let notes = try #require(lines.firstIndex(of: "Notes"))
            #expect(Array(lines[(notes + 1)...].prefix(2)) == ["[1] Mostly.", "[2] Not the big ones."])
            let latest = try await run(runner, server, "whatif", "latest")
            #expect(latest.stdout.hasPrefix("Quiet Planet\n"))
            let unlisted = try await run(runner, server, "whatif", "13")
            #expect(unlisted.stdout.hasPrefix("Not in the Archive\n"))
        }
    }

    @Test("escape sequences and bidi controls never reach the terminal; JSON keeps them as \\u escapes")
    func hostile() async throws {
        try await withSite { runner, server in
            let text = try await run(runner, server, "whatif", "\(WhatIfSite.hostile)")
            #expect(text.status == 0, "\(text.stderr)")
            let unsafe: Set<Unicode.Scalar> = [
                "\u{1B}", "\u{9B}", "\u{07}", "\u{202E}", "\u{202C}", "\u{2066}", "\u{200F}",
            ]
            #expect(!text.stdout.unicodeScalars.contains { unsafe.contains($0) })
            #expect(text.stdout.contains("Red"))
            let json = try await run(runner, server, "whatif", "\(WhatIfSite.hostile)", "--json")
            #expect(!json.stdout.unicodeScalars.contains { unsafe.contains($0) })
            // libxml2 drops ESC from text but keeps it in attributes (the title text); bidi controls stay in both.
            #expect(json.stdout.contains("\\u001b[8mhidden"), "\(json.stdout)")
            #expect(json.stdout.contains("\\u202etxet"))
        }
    }

    @Test("--json: the article's fields and marks")
    func json() async throws {
        try await withSite { runner, server in
            let result = try await run(runner, server, "whatif", "7", "--json")
            #expect(result.status == 0, "\(result.stderr)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(
                Set(object.keys) == [
                    "num", "title", "url", "date", "question", "attribution", "paragraphs", "illustrations",
                    "footnotes",
                    "bookmarked", "read",
                ])
            #expect(object["num"] as? Int == 7)
            #expect((object["url"] as? String)?.hasSuffix("/7/") == true)
            #expect(object["paragraphs"] as? [String] == ["Less time than you'd think.", "Bring snacks."])
            let pictures = try #require(object["illustrations"] as? [[String: Any]])
            #expect(pictures.first?["title"] as? String == "The sea is that way.")
            #expect(object["footnotes"] as? [String] == ["Unless you live very far inland."])
        }
    }

    @Test(
        "offline: unsaved is one line; sync --whatif saves all, one summary line, the 404 illustration a note; then offline reads"
    )
    func syncAndOffline() async throws {
        try await withSite { runner, server in
            let before = try await run(runner, server, "whatif", "3", "--offline")
            #expect(before.status == 1)
            #expect(before.stderr.split(separator: "\n").count == 1, "\(before.stderr)")
            #expect(before.stderr.contains("not saved for offline reading"))
            let sync = try await run(runner, server, "sync", "--whatif")
            #expect(sync.status == 3, "\(sync.stderr)")
            #expect(sync.stdout.hasPrefix("Saved 12 What If? articles and "), "\(sync.stdout)\(sync.stderr)")
            #expect(sync.stdout.split(separator: "\n").count == 1)
            #expect(sync.stderr.contains("note: article 10: an illustration"))
            let again = try await run(runner, server, "sync", "--whatif")
            #expect(again.stdout == "What If? up to date: 12 articles listed, none new.\n", "\(again.stderr)")
            let offline = try await run(runner, server, "whatif", "3", "--offline")
            #expect(offline.status == 0, "\(offline.stderr)")
            #expect(offline.stdout.hasPrefix("Lamp Year\n"))
            let list = try await run(runner, server, "whatif", "--offline", "--count", "2")
            #expect(list.stdout == "12\t2013-02-12\tQuiet Planet\n11\t2013-02-05\tThousand Kites\n")
        }
    }

    @Test("read marks: an article shown is read, --unread leaves it out; a comic with that number stays unread")
    func unread() async throws {
        try await withSite { runner, server in
            _ = try await run(runner, server, "whatif", "12")
            let unread = try await run(runner, server, "whatif", "--unread", "--count", "1")
            #expect(unread.stdout == "11\t2013-02-05\tThousand Kites\n")
            let comic = try await run(runner, server, "show", "12", "--json")
            #expect(comic.stdout.contains("\"read\" : false"), "\(comic.stdout)")
        }
    }

    @Test("search finds saved articles beside comics, marked by kind; --kind narrows it")
    func search() async throws {
        try await withSite { runner, server in
            _ = try await run(runner, server, "sync", "--whatif")
            _ = try await run(runner, server, "latest", "--count", "5")
            let both = try await run(runner, server, "search", "kites", "--json")
            #expect(both.status == 0, "\(both.stderr)")
            let list = try #require(try JSONSerialization.jsonObject(with: Data(both.stdout.utf8)) as? [[String: Any]])
            #expect(list.contains { $0["kind"] as? String == "whatif" && $0["num"] as? Int == 11 })
            let comics = try await run(runner, server, "search", "kites", "--kind", "comic")
            #expect(comics.status == 1)
            #expect(comics.stderr.hasPrefix("no comics match 'kites'"))
            let articles = try await run(runner, server, "search", "sea", "--kind", "whatif")
            #expect(articles.stdout.contains("7\t2013-01-08\tWalking to the Sea\twhatif\n"), "\(articles.stdout)")
            let comicJSON = try await run(
                runner, server, "search", "Comic", "--kind", "comic", "--json", "--count", "1")
            #expect(comicJSON.stdout.contains("\"kind\" : \"comic\""), "\(comicJSON.stdout)")
        }
    }

    @Test(
        "bookmarks add --whatif marks the article, never the comic; export keeps the kind, import puts it back as an article's"
    )
    func marks() async throws {
        try await withSite { runner, server in
            let added = try await run(runner, server, "bookmarks", "add", "--whatif", "7")
            #expect(added.stdout == "Bookmarked What If? #7.\n", "\(added.stderr)")
            let unknown = try await run(runner, server, "bookmarks", "add", "--whatif", "99")
            #expect(unknown.status == 1 && unknown.stderr.contains("What If? has no article 99"), "\(unknown.stderr)")
            let comics = try await run(runner, server, "bookmarks", "--json")
            #expect(!comics.stdout.contains("\"num\""), "\(comics.stdout)")
            let exported = try await run(runner, server, "bookmarks", "export")
            #expect(exported.stdout.contains("\"kind\":\"whatif\""), "\(exported.stdout)")
            let file = runner.directory.appendingPathComponent("marks.json")
            try Data(exported.stdout.utf8).write(to: file)
            let removed = try await run(runner, server, "bookmarks", "remove", "--whatif", "7")
            #expect(removed.stdout == "Removed What If? #7.\n")
            let imported = try await run(runner, server, "bookmarks", "import", file.path, "--offline")
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout.contains("imported 1 What If? (0 already bookmarked)"), "\(imported.stdout)")
            let list = try await run(runner, server, "whatif", "--json", "--count", "12")
            let entries = try #require(
                try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
            #expect(entries.filter { $0["bookmarked"] as? Bool == true }.compactMap { $0["num"] as? Int } == [7])
            #expect(!(try await run(runner, server, "bookmarks", "--json")).stdout.contains("\"num\""))
        }
    }

    @Test("--whatif-url is checked like --base-url and shown by xkcd config")
    func setting() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let refused = try await runner.run("whatif", "--whatif-url", "ftp://x")
        #expect(refused.status == 64)
        #expect(
            refused.stderr.contains("--whatif-url must be an http or https URL, got 'ftp://x'"), "\(refused.stderr)")
        let shown = try await runner.run(["config"], environment: ["XKCD_WHATIF_URL": "http://127.0.0.1:9"])
        #expect(shown.stdout.contains("whatif-url"), "\(shown.stdout)")
        #expect(shown.stdout.contains("http://127.0.0.1:9"))
        let standard = try await runner.run("config")
        #expect(standard.stdout.contains("https://what-if.xkcd.com"))
    }
}
