import ComicTestSupport
import Foundation
import Testing

extension ProcessSignalTests {
    /// The reader's habits from issue 23, on a pseudo-terminal. (Images, the
    /// browser, the config file, a crash and another process's sync stay with
    /// the binary in tmux: `AppTests.ComfortableReaderTests`.)
    @Suite("A comfortable reader in a terminal", .timeLimit(.minutes(2)))
    struct ComfortableReaderTests {
        typealias Reader = PseudoTerminalReader

        @Test("u marks read in search results as on lists; a key that does nothing says so")
        func oneMeaningPerKey() async throws {
            let ending = try await Reader.readingSmall(synced: true) { reader in
                try await reader.press("w", untilShows: "w is not a key here · ? help")

                try await reader.press("/", "naive") { $0.contains("Search: naive▏") && $0.contains("Naïve Café") }
                try await reader.press("Enter") { $0.contains("Search: naive") && !$0.contains("naive▏") }
                try await reader.press("u", untilShows: "Comic 409 marked read")
                reader.sendKeys("Q")
            }
            #expect(ending.signal == nil)
        }

        @Test("y copies the comic's link through OSC 52 to the terminal's clipboard; Y its alt text")
        func copy() async throws {
            _ = try await Reader.readingSmall { reader in
                try await reader.press("y", untilShows: "Copied https://xkcd.com/410/")
                #expect(Self.copied(reader).last == "https://xkcd.com/410/")

                try await reader.press("Enter", untilShows: "A comic with extra parts.")
                try await reader.press("Y", untilShows: "Copied the alt text: A comic with extra parts.")
                #expect(Self.copied(reader).last == "A comic with extra parts.")
                reader.sendKeys("Q")
            }
        }

        /// The texts OSC 52 put on the clipboard, decoded.
        static func copied(_ reader: Reader) -> [String] {
            reader.clipboard.compactMap { Data(base64Encoded: $0).map { String(decoding: $0, as: UTF8.self) } }
        }

        @Test("n selects the next unread comic below, N the previous above, and says when there is none")
        func nextUnread() async throws {
            _ = try await Reader.readingSmall { reader in
                // 410 and 409 read; 408 is the first unread below 410.
                try await reader.press("u", "j", "u", "k") {
                    !$0.contains("•410") && !$0.contains("•409") && $0.contains("•408")
                }
                try await reader.press("n", "Enter", untilShows: "xkcd #408")
                try await reader.press("Escape", untilShows: "xkcd — Latest")
                try await reader.press("N", untilShows: "No unread comics above")
                reader.sendKeys("q")
            }
        }

        @Test(
            "the mouse: reporting on while the reader runs and off after it quits; the wheel moves the selection, a click selects, a second click opens; off, it is never turned on"
        )
        func mouse() async throws {
            let on = "\u{1B}[?1000h\u{1B}[?1006h"
            let off = "\u{1B}[?1006l\u{1B}[?1000l"
            var driven: Reader?
            _ = try await Reader.readingSmall { reader in
                driven = reader
                #expect(reader.output.contains(on))
                // SGR 1006 reports, as a terminal sends them: the wheel down once (3 rows), then Enter.
                try await reader.press("\u{1B}[<65;10;5M", "Enter", untilShows: "xkcd #407")
                try await reader.press("Escape", untilShows: "xkcd — Latest")
                // Screen row 3 (1-based 4) holds 408: one click selects it, a second opens it.
                try await reader.press(
                    "\u{1B}[<0;10;4M\u{1B}[<0;10;4m", "\u{1B}[<0;10;4M\u{1B}[<0;10;4m", untilShows: "xkcd #408")
                reader.sendKeys("Q")
            }
            let output = try #require(driven).output
            let lastOn = try #require(output.range(of: on, options: .backwards))
            #expect(output[lastOn.upperBound...].contains(off), "reporting off after the reader quits")

            _ = try await Reader.readingSmall(mouse: false) { reader in
                driven = reader
                reader.sendKeys("q")
            }
            #expect(try !#require(driven).output.contains(on), "with the mouse off, reporting is never turned on")
        }
    }
}
