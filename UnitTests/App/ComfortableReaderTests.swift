import ComicTestSupport
import Foundation
import Testing

/// The reader's habits from issue 23 that need the binary in a terminal
/// emulator: images as the terminal draws them, a browser given the terminal,
/// the config file, a crash, another process's sync. The rest runs in process
/// on a pseudo-terminal (`ComicUITests`, `UnitTests/UI/Reader`).
@Suite("A comfortable reader in a terminal", .needsTmux(), .timeLimit(.minutes(2)))
struct ComfortableReaderTests {
    static func isASCII(_ screen: String) -> Bool {
        screen.unicodeScalars.allSatisfy(\.isASCII)
    }

    /// The reader over the small archive, at Latest, driven by `drive`.
    static func reading(
        environment: String = "", config: String? = nil,
        _ drive: (Tmux, BinaryRunner) async throws -> Void
    ) async throws {
        try await withComicSite(.small) { base in
            let runner =
                try config.map { try BinaryRunner.configured(base, config: $0) } ?? BinaryRunner(baseURL: base)
            try await Tmux.withReader(base: base, runner: runner, environment: environment) {
                tmux in
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
                try await drive(tmux, runner)
            }
        }
    }

    @Test("under LANG=C every frame is ASCII, the image in chafa's ASCII symbols; a long notice keeps q quit")
    func plainTerminal() async throws {
        try await withComicSite(.small) { base in
            let runner = try BinaryRunner(baseURL: base)
            try await Tmux.withReader(
                base: base, runner: runner, columns: 60, rows: 20, environment: "XKCD_IMAGES=symbols LANG=C LC_ALL=C"
            ) { tmux in
                var screen = try await tmux.waitForScreen { $0.contains("xkcd - Latest") && $0.contains("Guest Week") }
                #expect(Self.isASCII(screen), Comment(rawValue: screen))
                try await tmux.sendKeys("Enter")
                screen = try await tmux.waitForScreen { $0.contains("xkcd #410") && $0.contains("Alt text") }
                // The image's rows: ASCII art, many printable characters on each.
                screen = try await tmux.waitForScreen { screen in
                    screen.split(separator: "\n").filter { $0.count { $0 != " " } > 30 }.count > 3
                }
                #expect(Self.isASCII(screen), Comment(rawValue: screen))
                try await tmux.sendKeys("?")
                screen = try await tmux.waitForScreen { $0.contains("Keys: Comic") }
                #expect(Self.isASCII(screen), Comment(rawValue: screen))
                try await tmux.sendKeys("q")
                try await tmux.sendKeys("Q")
                screen = try await tmux.waitForScreen { $0.contains("END-READER") }
                #expect(screen.contains("EXIT=0"))
            }
        }
    }

    @Test("NO_COLOR draws the image in monochrome symbols, with no colour sequences")
    func noColorImage() async throws {
        try await Self.reading(environment: "XKCD_IMAGES=auto NO_COLOR=1") { tmux, _ in
            try await tmux.sendKeys("Enter")
            _ = try await tmux.waitForScreen { ReaderImageTests.imageRows($0).count > 5 }
            let styled = try await tmux.captureWithStyles()
            #expect(!styled.contains("38;2;") && !styled.contains("48;2;") && !styled.contains("38;5;"))
            try await tmux.sendKeys("Q")
            _ = try await tmux.waitForScreen { $0.contains("END-READER") }
        }
    }

    @Test("L opens the comic's own link, or says it has none")
    func ownLink() async throws {
        var large = SyntheticComic.api(number: 411)
        large.link = "https://xkcd.com/657/large/"
        let archive = try ComicArchive.small.overlaying(ComicArchive(bodies: [411: try JSONEncoder().encode(large)]))
        try await withStubServer(archive) { _, base in
            let runner = try BinaryRunner(baseURL: base)
            let script = runner.directory.appendingPathComponent("browser.sh")
            try "#!/bin/sh\nprintf 'BROWSER-RAN %s\\n' \"$1\" > /dev/tty\nread answer < /dev/tty\n".write(
                to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            try await Tmux.withReader(
                base: base, runner: runner, environment: "SSH_CONNECTION= BROWSER='\(script.path)'"
            ) { tmux in
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Comic 411") }
                try await tmux.sendKeys("Enter")
                _ = try await tmux.waitForScreen { $0.contains("Link: https://xkcd.com/657/large/") }
                try await tmux.sendKeys("L")
                _ = try await tmux.waitForScreen { $0.contains("BROWSER-RAN https://xkcd.com/657/large/") }
                try await tmux.sendKeys("Enter")
                _ = try await tmux.waitForScreen {
                    $0.contains("Opened https://xkcd.com/657/large/") && $0.contains("xkcd #411")
                }
                try await tmux.sendKeys("n")
                _ = try await tmux.waitForScreen { $0.contains("xkcd #410") }
                try await tmux.sendKeys("L")
                _ = try await tmux.waitForScreen { $0.contains("#410 has no link of its own") }
                try await tmux.sendKeys("Q")
                _ = try await tmux.waitForScreen { $0.contains("END-READER") }
            }
        }
    }

    @Test("a browser that uses the terminal gets it and the reader comes back whole; a failing one is reported")
    func terminalBrowser() async throws {
        try await withComicSite(.small) { base in
            let runner = try BinaryRunner(baseURL: base)
            let script = runner.directory.appendingPathComponent("w3m-like.sh")
            // Like w3m: draws on the terminal, reads a key from it, then exits.
            try "#!/bin/sh\nclear > /dev/tty\nprintf 'TEXT-BROWSER %s /\\n' \"$1\" > /dev/tty\nread answer < /dev/tty\n"
                .write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            try await Tmux.withReader(
                base: base, runner: runner, environment: "SSH_CONNECTION= BROWSER='\(script.path)'"
            ) { tmux in
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
                try await tmux.sendKeys("o")
                var screen = try await tmux.waitForScreen { $0.contains("TEXT-BROWSER https://xkcd.com/410/") }
                #expect(!screen.contains("xkcd — Latest"), "the reader's screen is put away while the browser runs")
                // The browser's key goes to the browser, not the reader.
                try await tmux.sendKeys("q")
                try await tmux.sendKeys("Enter")
                screen = try await tmux.waitForScreen {
                    $0.contains("Opened https://xkcd.com/410/") && $0.contains("xkcd — Latest")
                }
                #expect(!screen.contains("TEXT-BROWSER"))
                #expect(
                    screen.split(separator: "\n").first?.hasPrefix("xkcd — Latest") == true, "the title bar is back")
                try await tmux.sendKeys("q")
                _ = try await tmux.waitForScreen { $0.contains("END-READER") }
            }
            try await Tmux.withReader(base: base, runner: runner, environment: "SSH_CONNECTION= BROWSER=false") {
                tmux in
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
                try await tmux.sendKeys("o")
                let screen = try await tmux.waitForScreen { $0.contains("Could not open https://xkcd.com/410/") }
                #expect(screen.contains("BROWSER exited 1"))
                #expect(!screen.contains("Opened"))
                try await tmux.sendKeys("q")
                _ = try await tmux.waitForScreen { $0.contains("END-READER") }
            }
        }
    }

    @Test("the config file's mouse = off and images-hidden = on hold in the reader")
    func configInTheReader() async throws {
        try await Self.reading(environment: "XKCD_IMAGES=symbols", config: "mouse = off\nimages-hidden = on\n") {
            tmux, _ in
            #expect(try await tmux.mouseReporting() == "0 0")
            try await tmux.sendKeys("Enter")
            _ = try await tmux.waitForScreen { $0.contains("xkcd #410") && $0.contains("Image hidden · I shows it") }
            try await tmux.sendKeys("Q")
            _ = try await tmux.waitForScreen { $0.contains("END-READER") }
        }
    }

    @Test("a crash (SIGSEGV) still turns mouse reporting off and leaves the reader's screen")
    func crashRestores() async throws {
        // Swift's backtracer off: it would wait for a key; the signal's default action ends the process.
        try await Self.reading(environment: "SWIFT_BACKTRACE=enable=no") { tmux, _ in
            #expect(try await tmux.mouseReporting() == "1 1")
            try await tmux.signalChildren(of: "SEGV")
            let screen = try await tmux.waitForScreen { $0.contains("END-READER") }
            #expect(screen.contains("EXIT=139"))
            #expect(!screen.contains("xkcd — Latest"), "back on the shell's screen")
            #expect(try await tmux.mouseReporting() == "0 0")
        }
    }

    @Test("the search prompt's coverage follows a sync run in another shell")
    func liveCoverage() async throws {
        // More comics than the reader fetches itself, few enough that the sync is quick.
        try await withComicSite(.synthetic(through: 150)) { base in
            let runner = try BinaryRunner(baseURL: base)
            try await Tmux.withReader(base: base, runner: runner) { tmux in
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Comic 150") }
                try await tmux.sendKeys("/")
                _ = try await tmux.waitForScreen { $0.contains("comics indexed — run xkcd sync") }
                #expect(try await runner.run("sync").status == 0)
                _ = try await tmux.waitForScreen { $0.contains("150 comics indexed ·") }
                try await tmux.sendKeys("Escape")
                try await tmux.sendKeys("q")
                _ = try await tmux.waitForScreen { $0.contains("END-READER") }
            }
        }
    }
}

extension Tmux {
    /// Whether the pane's program asked for mouse reports, and in SGR form: "1 1" or "0 0".
    func mouseReporting() async throws -> String {
        try await Self.command(["display-message", "-p", "-t", name, "#{mouse_any_flag} #{mouse_sgr_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
