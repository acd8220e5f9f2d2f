import ComicData
import ComicTestSupport
import Foundation
import Testing

extension ProcessSignalTests {
    /// The reader's loop on a pseudo-terminal, reading the screen as a person
    /// sees it. (A signal's end and the colours a terminal shows stay with
    /// the binary in tmux: `AppTests.InteractiveReaderTests`.)
    @Suite("The interactive reader in a terminal", .timeLimit(.minutes(2)))
    struct InteractiveReaderTests {
        typealias Reader = PseudoTerminalReader

        @Test("starts on Latest, moves, bookmarks, finds the comic under Bookmarks, quits and restores the terminal")
        func browseBookmarkAndQuit() async throws {
            try await withComicSite(.small) { base in
                // Images are off: ReaderImageTests covers them, and here the text must show at once.
                let ending = try await Reader.run(
                    base: base, rows: 30,
                    inspect: { services in
                        let read = try await services.readMarkStore.markedNumbers()
                        #expect(read == [409], "opening comic 409 marked it read")
                    }, drive)
                #expect(ending.signal == nil)
            }
        }

        @Test(
            "a server that accepts and never answers: q still quits at once and restores the terminal",
            arguments: ["q", "C-c"])
        func quitWhileTheServerIsSilent(key: String) async throws {
            let server = try HostileServer(mode: .silent)
            defer { server.stop() }
            // The reader ends well within the wait (the request's own deadline is 15 s).
            let ending = try await Reader.run(base: server.baseURL, rows: 24, columns: 80, endsWithin: .seconds(5)) {
                reader in
                // Given the first page stuck on a request the server never answers
                _ = try await reader.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Loading…") }
                // When the person quits
                reader.sendKeys(key)
            }
            #expect(ending.signal == nil)
        }

        /// Given the reader on screen: move, bookmark, switch feeds, open, go back, quit.
        func drive(_ reader: PseudoTerminalReader) async throws {
            var screen = try await reader.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
            #expect(Reader.row(410, in: screen)?.hasPrefix("›•") == true, "selected, not read yet")
            #expect(reader.output.hasPrefix("\u{1B}[?1049h"), "the reader uses the alternate screen")

            screen = try await reader.press("j") { Reader.row(409, in: $0)?.hasPrefix("›") == true }
            screen = try await reader.press("b") { Reader.row(409, in: $0)?.contains("*") == true }

            screen = try await reader.press("Tab") { $0.contains("xkcd — Bookmarks") && $0.contains("Naïve Café") }
            #expect(!screen.contains("Guest Week"))

            screen = try await reader.press("Enter", untilShows: "explainxkcd.com/wiki/index.php/409")
            screen = try await reader.press("?") {
                $0.contains("xkcd — Keys: Comic") && $0.contains("back to the list")
            }
            try await reader.press("Escape", untilShows: "explainxkcd.com/wiki/index.php/409")
            try await reader.press("Escape") {
                $0.contains("xkcd — Bookmarks") && Reader.row(409, in: $0)?.hasPrefix("› ") == true
            }
            try await reader.press("u") { Reader.row(409, in: $0)?.hasPrefix("›•") == true }
            try await reader.press("u") { Reader.row(409, in: $0)?.hasPrefix("› ") == true }
            try await reader.press("Tab") {
                $0.contains("xkcd — Unread") && Reader.row(410, in: $0) != nil && Reader.row(409, in: $0) == nil
            }

            reader.sendKeys("q")
        }
    }
}
