import ComicTestSupport
import Foundation
import Testing

extension ProcessSignalTests {
    /// The search screen of the reader on a pseudo-terminal, as a person uses it.
    @Suite("Searching in the reader", .timeLimit(.minutes(2)))
    struct SearchReaderTests {
        @Test("/ then typing shows matches as you type; Enter Enter opens one; Esc Esc returns to Latest")
        func searchOpenAndBack() async throws {
            try await withComicSite(.small) { base in
                let ending = try await PseudoTerminalReader.run(
                    base: base,
                    prepare: { try await ComicArchive.small.cache(servedFrom: base, intoDatabaseAt: $0.databasePath) },
                    drive)
                #expect(ending.signal == nil)
            }
        }

        func drive(_ reader: PseudoTerminalReader) async throws {
            _ = try await reader.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }

            reader.sendKeys("/")
            // The coverage is counted after the prompt opens: wait for both.
            var screen = try await reader.waitForScreen { $0.contains("Search: ▏") && $0.contains("comics indexed") }
            // 409 comics: the archive is complete without 404, so no sync is offered.
            #expect(screen.contains("409 comics indexed ·"))

            screen = try await reader.press("naive") { $0.contains("Search: naive▏") && $0.contains("Naïve Café") }
            #expect(!screen.contains("Guest Week"))

            try await reader.press("Enter") { $0.contains("Search: naive") && !$0.contains("naive▏") }
            try await reader.press("Enter", untilShows: "explainxkcd.com/wiki/index.php/409")

            try await reader.press("Escape") { $0.contains("Search: naive") && $0.contains("Naïve Café") }
            try await reader.press("Escape") { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }

            reader.sendKeys("q")
        }
    }
}
