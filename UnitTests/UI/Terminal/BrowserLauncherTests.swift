import ComicData
import ComicUI
import Foundation
import Testing

@Suite("Opening a comic in a browser")
struct BrowserLauncherTests {
    private let page = "https://xkcd.com/1137/"

    /// A launcher over a made-up machine where only `executables` exist.
    private func launcher(_ environment: [String: String], executables: Set<String> = []) -> BrowserLauncher {
        BrowserLauncher(
            facts: TerminalFacts(
                environment: ["PATH": "/usr/local/bin:/usr/bin"].merging(environment) { _, new in new }
            )
            .browser,
            isExecutable: { executables.contains($0) })
    }

    @Test func browserRunsWithTheLinkAsItsLastArgument() throws {
        let command = try launcher(["BROWSER": "firefox --new-window"], executables: ["/usr/bin/firefox"]).command(
            for: page)
        #expect(
            command == BrowserLauncher.Command(path: "/usr/bin/firefox", arguments: ["firefox", "--new-window", page]))
    }

    @Test("on a desktop a graphical browser starts detached; a text browser, or any with no display, gets the terminal")
    func whichBrowsersGetTheTerminal() throws {
        let desktop = ["DISPLAY": ":0"]
        let firefox = launcher(desktop.merging(["BROWSER": "firefox"]) { $1 }, executables: ["/usr/bin/firefox"])
        #expect(try firefox.command(for: page)?.usesTerminal == false)
        let w3m = launcher(desktop.merging(["BROWSER": "/usr/bin/w3m"]) { $1 }, executables: ["/usr/bin/w3m"])
        #expect(try w3m.command(for: page)?.usesTerminal == true)
        let console = launcher(["BROWSER": "firefox"], executables: ["/usr/bin/firefox"])
        #expect(try console.command(for: page)?.usesTerminal == true)
        let xdg = launcher(desktop, executables: ["/usr/bin/xdg-open"])
        #expect(try xdg.command(for: page)?.usesTerminal == false)
    }

    @Test func aPlaceholderTakesTheLinkWhereItStands() throws {
        let command = try launcher(
            ["BROWSER": "chromium --app=%s --incognito"], executables: ["/usr/local/bin/chromium"]
        )
        .command(for: page)
        #expect(command?.arguments == ["chromium", "--app=\(page)", "--incognito"])
    }

    @Test func theFirstBrowserOfTheListThatExistsRuns() throws {
        let command = try launcher(
            ["BROWSER": "w3m:/opt/bin/surf:lynx"], executables: ["/opt/bin/surf", "/usr/bin/lynx"]
        )
        .command(for: "https://www.explainxkcd.com/wiki/index.php/1137")
        #expect(
            command
                == BrowserLauncher.Command(
                    path: "/opt/bin/surf",
                    arguments: ["/opt/bin/surf", "https://www.explainxkcd.com/wiki/index.php/1137"]))
    }

    @Test func withoutABrowserXdgOpenRunsOnADesktop() throws {
        let desktop = launcher(["WAYLAND_DISPLAY": "wayland-0"], executables: ["/usr/bin/xdg-open"])
        #expect(
            try desktop.command(for: page)
                == BrowserLauncher.Command(
                    path: "/usr/bin/xdg-open", arguments: ["xdg-open", page], usesTerminal: false))

        let console = launcher([:], executables: ["/usr/bin/xdg-open"])
        #expect(try console.command(for: page) == nil, "xdg-open on a console would start a text browser")
    }

    @Test func nothingToRunOrARemoteSessionShowsTheLink() throws {
        let nothing = launcher(["BROWSER": "firefox", "DISPLAY": ":0"])
        #expect(try nothing.command(for: page) == nil)

        let remote = launcher(
            ["BROWSER": "firefox", "SSH_CONNECTION": "10.0.0.1 5000 10.0.0.2 22"], executables: ["/usr/bin/firefox"])
        #expect(try remote.command(for: ComicLink(.explanation, number: 3)!.text) == nil)
    }

    @Test func aComicLinkRunsTheBrowser() throws {
        let launcher = launcher(["BROWSER": "firefox"], executables: ["/usr/bin/firefox"])
        #expect(
            try launcher.command(for: ComicLink(.xkcd, number: 1137)!.text)
                == BrowserLauncher.Command(path: "/usr/bin/firefox", arguments: ["firefox", page]))
    }

    @Test(
        "anything but a comic's two links and pages on xkcd.com is refused, whatever runs",
        arguments: [
            "https://evil.example/", "https://xkcd.com.evil.example/", "https://user@xkcd.com/657/",
            "ftp://xkcd.com/657/", "https://xkcd.com/1137/ --remote-debugging-port=9222",
            "file:///etc/passwd", "https://xkcd.com/1137/;touch /tmp/x", "-new-window", "",
            // Percent-encoded NUL or control characters in the host: it decodes to a name ending in .xkcd.com.
            "https://evil.com%00.xkcd.com/", "https://evil.com%0A.xkcd.com/", "https://evil.com%2f.xkcd.com/",
        ])
    func refused(url: String) {
        let launcher = launcher(["BROWSER": "firefox"], executables: ["/usr/bin/firefox"])
        #expect(throws: BrowserLauncher.Failure.refused) { try launcher.command(for: url) }
    }

    @Test("a comic's own link on xkcd.com opens (the large version of 657, an interactive page)")
    func ownLinks() throws {
        let launcher = launcher(["BROWSER": "firefox"], executables: ["/usr/bin/firefox"])
        for url in ["https://xkcd.com/657/large/", "http://imgs.xkcd.com/comics/online_communities_2_big.png"] {
            #expect(try launcher.command(for: url)?.arguments == ["firefox", url])
        }
    }

    @Test("a browser run in the foreground is waited for, and its exit status comes back", .timeLimit(.minutes(1)))
    func foregroundExitStatus() async throws {
        #expect(
            try await BrowserLauncher.runInForeground(.init(path: "/bin/sh", arguments: ["sh", "-c", "exit 3"])) == 3)
        #expect(try await BrowserLauncher.runInForeground(.init(path: "/bin/true", arguments: ["true"])) == 0)
        await #expect(throws: BrowserLauncher.Failure.self) {
            try await BrowserLauncher.runInForeground(.init(path: "/nonexistent/browser", arguments: ["browser"]))
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func theRealStartPassesEachArgumentWholeWithoutAShell() async throws {
        // Given a path with a space and a shell character, which a shell would split or expand
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("one file;$HOME").path

        // When touch is started with it
        try BrowserLauncher.spawnDetached(
            BrowserLauncher.Command(path: "/usr/bin/touch", arguments: ["touch", target]))

        // Then exactly that one file appears
        while !FileManager.default.fileExists(atPath: target) { try await Task.sleep(for: .milliseconds(10)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["one file;$HOME"])
    }

    @Test func aProgramThatCannotStartIsAFailure() {
        #expect(throws: BrowserLauncher.Failure.self) {
            try BrowserLauncher.spawnDetached(
                BrowserLauncher.Command(path: "/nonexistent/browser", arguments: ["browser"]))
        }
    }
}
