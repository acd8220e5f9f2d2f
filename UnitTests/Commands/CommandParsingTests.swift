import ArgumentParser
import ComicSettings
import ComicUI
import Testing

@testable import xkcd

/// Parse-only tests: what each command line becomes, and the one line a
/// person reads for each mistake. Nothing runs, nothing is written.
@Suite("Command-line parsing")
struct CommandParsingTests {
    func message(_ arguments: [String]) -> String? {
        XKCDCommand.parseMessage(arguments)
    }

    func parse<Command: ParsableCommand>(_ arguments: [String], as type: Command.Type) throws -> Command {
        try #require(try XKCDCommand.parse(commandLine: arguments) as? Command)
    }

    @Test("No subcommand is the reader; every global option parses")
    func reader() throws {
        #expect(try XKCDCommand.parseAsRoot([]) is ReadCommand)
        let read = try parse(
            ["read", "--base-url", "http://127.0.0.1:8080", "--db", "/tmp/x.sqlite", "--offline", "--color", "never"],
            as: ReadCommand.self)
        #expect(read.global.baseURLText == "http://127.0.0.1:8080")
        #expect(read.global.databasePath == "/tmp/x.sqlite")
        #expect(read.global.offline)
        #expect(read.global.colorChoice == .never)
        let plain = try parse(["read"], as: ReadCommand.self)
        #expect(plain.global.colorChoice == nil)
        #expect(!plain.global.offline)
        #expect(!plain.fresh)
        #expect(try parse(["--fresh"], as: ReadCommand.self).fresh, "xkcd --fresh starts the reader at the top")
    }

    @Test("latest: count and JSON")
    func latest() throws {
        let latest = try parse(["latest", "-c", "5", "--json", "--color", "always"], as: LatestCommand.self)
        #expect(latest.count == 5)
        #expect(latest.json)
        #expect(latest.global.colorChoice == .always)
        #expect(try parse(["latest"], as: LatestCommand.self).count == 20)
    }

    @Test("show: a number, latest or random")
    func show() throws {
        #expect(try parse(["show", "405"], as: ShowCommand.self).choice == .number(405))
        #expect(try parse(["show", "latest"], as: ShowCommand.self).choice == .latest)
        #expect(try parse(["show", "RANDOM", "--json"], as: ShowCommand.self).choice == .random(unread: false))
        #expect(try parse(["show", "--json", "1"], as: ShowCommand.self).json)
        #expect(try parse(["show", "#327"], as: ShowCommand.self).choice == .number(327))
        #expect(
            try parse(["bookmarks", "add", "#327", "3"], as: BookmarksCommand.Add.self).selection.distinct == [3, 327])
    }

    @Test("Global options go before or after the command's name, at any depth")
    func optionsAnywhere() throws {
        let latest = try parse(["--offline", "latest", "--count", "2"], as: LatestCommand.self)
        #expect(latest.global.offline)
        #expect(latest.count == 2)
        let add = try parse(
            ["--db", "/tmp/x.sqlite", "bookmarks", "--color=never", "add", "--image-cache-mb", "5", "7"],
            as: BookmarksCommand.Add.self)
        #expect(add.global.databasePath == "/tmp/x.sqlite")
        #expect(add.global.colorChoice == .never)
        #expect(add.imageCache.megabytes == 5)
        #expect(add.selection.numbers == [7])
        let show = try parse(["--images", "none", "--base-url", "http://h:1", "show", "5"], as: ShowCommand.self)
        #expect(show.images.modeText == "none")
        #expect(show.global.baseURLText == "http://h:1")
        // A value that is a command's name stays the option's value.
        #expect(try parse(["--db", "latest", "latest"], as: LatestCommand.self).global.databasePath == "latest")
        #expect(try parse(["--offline"], as: ReadCommand.self).global.offline)
        #expect(
            try parse(["--offline", "marks", "export"], as: MarkExportCommand<ReadMarkTransfer>.self).global.offline)
    }

    @Test("help names any command, help itself included")
    func helpTopics() {
        for topic in [[], ["help"], ["latest"], ["bookmarks", "add"], ["marks", "import"], ["read", "export"]] {
            #expect(message(["help"] + topic) == nil, "\(topic)")
        }
    }

    @Test("The options moved are ones every command that has them parses")
    func movableOptionsExist() throws {
        for option in CommandLineOrder.movableOptions {
            let value =
                ["--base-url", "--explain-url", "--whatif-url"].contains(option)
                ? "http://h:1" : option == "--color" ? "never" : "none"
            let arguments = option == "--image-cache-mb" ? [option, "1"] : [option, value]
            let parsed =
                (try? GlobalOptions.parse(arguments)) != nil || (try? ImageOptions.parse(arguments)) != nil
                || (try? ImageCacheOptions.parse(arguments)) != nil
            #expect(parsed, "\(option)")
        }
        #expect(try GlobalOptions.parse(["--offline"]).offline)
    }

    @Test("Each help says what its command does: the reader's has no marks commands, marks' has them")
    func helpSaysOneThing() {
        let reader = XKCDCommand.helpMessage(for: ReadCommand.self)
        for word in ["export", "import", "<subcommand>", "(the default)"] {
            #expect(!reader.contains(word), "\(word)")
        }
        let marks = XKCDCommand.helpMessage(for: MarksCommand.self)
        #expect(marks.contains("export") && marks.contains("import") && marks.contains("read mark"))
        #expect(XKCDCommand.helpMessage().contains("marks"))
        let bookmarksImport = XKCDCommand.helpMessage(for: MarkImportCommand<BookmarkTransfer>.self, columns: 1_000)
        #expect(bookmarksImport.contains("Then fetches the comics the cache lacks"))
        #expect(!XKCDCommand.helpMessage(for: MarkImportCommand<ReadMarkTransfer>.self).contains("fetches"))
    }

    @Test("Every option's help names its default at most once")
    func defaultsOnce() {
        for path in CommandTree.paths(under: XKCDCommand.self) {
            var command: any ParsableCommand.Type = XKCDCommand.self
            for name in path { command = CommandTree.child(named: name, of: command) ?? command }
            let help = XKCDCommand.helpMessage(for: command, columns: 10_000)
            for line in help.split(separator: "\n") where line.hasPrefix("  -") {
                let mentions = line.lowercased().components(separatedBy: "default").count - 1
                #expect(mentions <= 1, "\(path): \(line)")
            }
        }
    }

    @Test("bookmarks: list by default, add and remove take numbers")
    func bookmarks() throws {
        #expect(try XKCDCommand.parseAsRoot(["bookmarks"]) is BookmarksCommand.List)
        #expect(try parse(["bookmarks", "list", "--json"], as: BookmarksCommand.List.self).json)
        #expect(
            try parse(["bookmarks", "add", "3", "1", "3"], as: BookmarksCommand.Add.self).selection.distinct == [1, 3])
        let remove = try parse(["bookmarks", "remove", "--offline", "7"], as: MarkRemoveCommand<BookmarkTransfer>.self)
        #expect(remove.selection.numbers == [7])
        #expect(remove.global.offline)
    }

    @Test(
        "Each mistake gets one line saying what is wrong",
        arguments: [
            (["show", "-1"], "comic numbers start at 1, got -1"),
            (["show", "0"], "comic numbers start at 1, got 0"),
            (["show", "--", "-5"], "comic numbers start at 1, got -5"),
            (["show"], "give a comic number, \"latest\" or \"random\""),
            (["show", "5", "6"], "Unexpected argument '6'"),
            (["show", "5", "--jsn"], "Unknown option '--jsn'"),
            (["show", "abc"], "'abc' is not a comic number, \"latest\" or \"random\""),
            (["show", "-x"], "Unknown option '-x'"),
            (["bookmarks", "add", "-3"], "comic numbers start at 1, got -3"),
            (["bookmarks", "add", "2", "0"], "comic numbers start at 1, got 0"),
            (["bookmarks", "remove", "0"], "comic numbers start at 1, got 0"),
            (["bookmarks", "add"], "give at least one comic number"),
            (["bookmarks", "add", "x"], "'x' is not a comic number"),
            (["bookmarks", "add", "#327", "abc"], "'abc' is not a comic number"),
            (["bookmarks", "remove", "-1"], "comic numbers start at 1, got -1"),
            (["bookmarks", "add", "#0"], "comic numbers start at 1, got 0"),
            (["bookmarks", "add", "5", "--jsn"], "Unknown option '--jsn'"),
            (["show", "#"], "'#' is not a comic number, \"latest\" or \"random\""),
            (["latest", "--count", "0"], "--count must be between 1 and 500, got 0"),
            (["latest", "--count", "501"], "--count must be between 1 and 500, got 501"),
            (["latest", "--count", "many"], "The value 'many' is invalid for '--count <count>'"),
            (
                ["latest", "--color", "purple"],
                "The value 'purple' is invalid for '--color <color>'. Please provide one of 'auto', 'always' or 'never'."
            ),
            (["latest", "--bogus"], "Unknown option '--bogus'"),
            (["lates"], "unknown command 'lates'; did you mean 'latest'?"),
            (["--offline", "serach", "x"], "unknown command 'serach'; did you mean 'search'?"),
            (["bookmarks", "ad", "1"], "unknown command 'bookmarks ad'; did you mean 'bookmarks add'?"),
            (["help", "sohw"], "unknown command 'sohw'; did you mean 'show'?"),
            (["help", "bookmarks", "lst"], "unknown command 'bookmarks lst'; did you mean 'bookmarks list'?"),
            (
                ["qqqq"],
                "unknown command 'qqqq'; 'xkcd' has read, latest, show, explain, whatif, bookmarks, marks, sync, search, new, config, help"
            ),
            (
                ["bookmarks", "help"],
                "unknown command 'bookmarks help'; 'xkcd bookmarks' has list, add, remove, images, export, import"
            ),
            (["latest", "--base-url", "ftp://x"], "--base-url must be an http or https URL, got 'ftp://x'"),
            (["latest", "--base-url", "xkcd.com"], "--base-url must be an http or https URL, got 'xkcd.com'"),
            (["latest", "--base-url", ""], "--base-url must be an http or https URL, got ''"),
            (
                ["latest", "--base-url", "http://127.0.0.1:"],
                "--base-url needs a port number (1-65535) after ':', got 'http://127.0.0.1:'"
            ),
            (
                ["latest", "--base-url", "http://127.0.0.1:0/"],
                "--base-url needs a port number (1-65535) after ':', got 'http://127.0.0.1:0/'"
            ),
            (
                ["show", "1", "--base-url", "http://localhost:65536"],
                "--base-url needs a port number (1-65535) after ':', got 'http://localhost:65536'"
            ),
            (
                ["latest", "--base-url", "http://[::1]:/x"],
                "--base-url needs a port number (1-65535) after ':', got 'http://[::1]:/x'"
            ),
            (["latest", "--base-url", "http:///comics"], "--base-url has no host name, got 'http:///comics'"),
            (
                ["latest", "--base-url", "https://user:secret@xkcd.com:"],
                "--base-url needs a port number (1-65535) after ':', got 'https://***@xkcd.com:'"
            ),
        ])
    func mistakes(arguments: [String], expected: String) {
        #expect(message(arguments) == expected)
    }

    @Test(
        "Good base URLs pass: ports, IPv6, paths, credentials",
        arguments: [
            "http://127.0.0.1:8080", "https://xkcd.com", "https://xkcd.com/", "HTTP://EXAMPLE.ORG:1/x?y#z",
            "http://[::1]:65535/", "http://[::1]/", "https://u:p@xkcd.com:443/",
        ])
    func goodBaseURLs(url: String) throws {
        let command = try parse(["latest", "--base-url", url], as: LatestCommand.self)
        #expect(
            try Settings.resolve(flags: command.global.flags, environment: [:], file: nil).baseURL.absoluteString == url
        )
    }

    @Test("XKCD_BASE_URL is checked like the flag, and the flag wins over it")
    func environmentBaseURL() throws {
        func baseURL(_ environment: [String: String], _ arguments: [String] = []) throws -> String {
            let options = try GlobalOptions.parse(arguments)
            return try Settings.resolve(flags: options.flags, environment: environment, file: nil).baseURL
                .absoluteString
        }
        #expect(try baseURL([:]) == "https://xkcd.com")
        #expect(try baseURL(["XKCD_BASE_URL": ""]) == "https://xkcd.com")
        #expect(try baseURL(["XKCD_BASE_URL": "http://h:81"]) == "http://h:81")
        #expect(throws: SettingsError.self) { try baseURL(["XKCD_BASE_URL": "http://h:"]) }
        do {
            _ = try baseURL(["XKCD_BASE_URL": "gopher://h"])
            Issue.record("gopher accepted")
        } catch {
            #expect("\(error)" == "XKCD_BASE_URL must be an http or https URL, got 'gopher://h'")
        }
        #expect(try baseURL(["XKCD_BASE_URL": "http://b:"], ["--base-url", "http://a:1"]) == "http://a:1")
    }

    @Test("--version prints the version; --help lists every subcommand")
    func versionAndHelp() {
        #expect(message(["--version"]) == "0.1.0")
        let help = XKCDCommand.helpMessage()
        for name in ["read", "latest", "show", "bookmarks", "marks"] {
            #expect(help.contains(name))
        }
        #expect(XKCDCommand.helpMessage(for: ShowCommand.self).contains("<comic>"))
        #expect(XKCDCommand.helpMessage(for: ShowCommand.self).contains("--color <color>"))
    }

    @Test("Completion scripts name every subcommand", arguments: [CompletionShell.bash, .zsh, .fish])
    func completions(shell: CompletionShell) {
        let script = XKCDCommand.completionScript(for: shell)
        for word in ["latest", "show", "bookmarks", "remove", "base-url", "color"] {
            #expect(script.contains(word), "\(shell) lacks \(word)")
        }
    }
}
