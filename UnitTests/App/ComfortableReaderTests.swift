import ComicTestSupport
import Foundation
import Testing

/// The reader's habits from issue 23, in the real binary under tmux.
@Suite("A comfortable reader in a terminal", .serialized, .enabled(if: Tmux.isAvailable), .timeLimit(.minutes(2)))
struct ComfortableReaderTests {
    static func isASCII(_ screen: String) -> Bool {
        screen.unicodeScalars.allSatisfy(\.isASCII)
    }

    @Test("u marks read in search results as on lists; a key that does nothing says so")
    func oneMeaningPerKey() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try BinaryRunner(baseURL: base)
            #expect(try await runner.run("sync").status == 0)
            try await Tmux.withReader(base: base, runner: runner) { tmux in
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
                try await tmux.sendKeys("x")
                _ = try await tmux.waitForScreen { $0.contains("x is not a key here · ? lists the keys") }

                try await tmux.sendKeys("/")
                try await tmux.sendKeys("naive")
                _ = try await tmux.waitForScreen { $0.contains("Search: naive▏") && $0.contains("Naïve Café") }
                try await tmux.sendKeys("Enter")
                _ = try await tmux.waitForScreen { $0.contains("Search: naive") && !$0.contains("naive▏") }
                try await tmux.sendKeys("u")
                _ = try await tmux.waitForScreen { $0.contains("Comic 409 marked read") }

                try await tmux.sendKeys("q")
                let screen = try await tmux.waitForScreen { $0.contains("END-READER") }
                #expect(screen.contains("EXIT=0"))
            }
        }
    }

    @Test("under LANG=C every frame is ASCII, the image in chafa's ASCII symbols; a long notice keeps q quit")
    func plainTerminal() async throws {
        try await withStubServer(try .small) { _, base in
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
                try await tmux.sendKeys("q")
                screen = try await tmux.waitForScreen { $0.contains("END-READER") }
                #expect(screen.contains("EXIT=0"))
            }
        }
    }

    @Test("NO_COLOR draws the image in monochrome symbols, with no colour sequences")
    func noColorImage() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try BinaryRunner(baseURL: base)
            try await Tmux.withReader(base: base, runner: runner, environment: "XKCD_IMAGES=auto NO_COLOR=1") { tmux in
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
                try await tmux.sendKeys("Enter")
                _ = try await tmux.waitForScreen { ReaderImageTests.imageRows($0).count > 5 }
                let styled = try await tmux.captureWithStyles()
                #expect(!styled.contains("38;2;") && !styled.contains("48;2;") && !styled.contains("38;5;"))
                try await tmux.sendKeys("q")
                _ = try await tmux.waitForScreen { $0.contains("END-READER") }
            }
        }
    }
}
