import ComicTestSupport
import Foundation
import Testing

extension ProcessSignalTests {
    /// Paging up above a list started at a comic, in the reader on a
    /// pseudo-terminal: the newer page comes above, the pages below stay, nothing twice.
    @Suite("Newer comics above a started list, in a terminal", .timeLimit(.minutes(2)))
    struct NewerPagesReaderTests {
        typealias Reader = PseudoTerminalReader

        @Test("k at the top of a list started by go-to brings newer comics above, with no gap")
        func upAboveAStartedList() async throws {
            let ending = try await Reader.readingSmall { reader in
                try await reader.goTo(37)
                try await reader.press("Escape") { $0.contains("from #37") && Reader.isSelected(37, in: $0) }
                let screen = try await reader.press("k") { Reader.isSelected(38, in: $0) }
                for number in 36...38 { #expect(Reader.rowCount(number, in: screen) == 1, "\(number)") }
                reader.sendKeys("q")
            }
            #expect(ending.signal == nil)
        }

        @Test("p on the first comic of a list started by go-to opens the newer comic above it")
        func previousAboveAStartedList() async throws {
            let ending = try await Reader.readingSmall { reader in
                try await reader.goTo(37)
                try await reader.press("p", untilShows: "explainxkcd.com/wiki/index.php/38")
                let screen = try await reader.press("Escape") { Reader.isSelected(38, in: $0) }
                #expect(Reader.row(37, in: screen) != nil, "37 follows 38, no gap")
                reader.sendKeys("q")
            }
            #expect(ending.signal == nil)
        }

        @Test("go to 2000 in a 3,104-comic archive, Esc, k: newer comics above, none twice, the pages below kept")
        func upFrom2000() async throws {
            try await withComicSite(.synthetic(through: 3104)) { base in
                let ending = try await Reader.run(base: base) { reader in
                    _ = try await reader.waitForScreen { Reader.isSelected(3104, in: $0) }
                    try await reader.goTo(2000)
                    try await reader.press("Escape") { $0.contains("from #2000") && Reader.isSelected(2000, in: $0) }
                    var screen = try await reader.press("k") { Reader.isSelected(2001, in: $0) }
                    for number in 1995...2001 { #expect(Reader.rowCount(number, in: screen) == 1, "\(number)") }
                    screen = try await reader.press("k") { Reader.isSelected(2002, in: $0) }
                    #expect(Reader.rowCount(2002, in: screen) == 1)
                    // The pages below stayed: down past the old top, the rows go on with no restart.
                    // Three presses in one write move three rows: each key counts.
                    reader.sendKeys("j", "j", "j")
                    screen = try await reader.waitForScreen { Reader.isSelected(1999, in: $0) }
                    #expect(screen.contains("from #2000"))
                    reader.sendKeys("q")
                }
                #expect(ending.signal == nil)
            }
        }
    }
}
