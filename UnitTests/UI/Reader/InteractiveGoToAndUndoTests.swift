import ComicTestSupport
import Foundation
import Testing

extension ProcessSignalTests {
    /// Go to a comic and undo a bookmark removal in the reader on a pseudo-terminal.
    @Suite("Go to and undo in a terminal", .timeLimit(.minutes(2)))
    struct InteractiveGoToAndUndoTests {
        @Test(
            "405 Enter opens it and Esc shows the list there; 37 Enter opens a comic far below, Esc shows the list from 37 and g the newest; 404 says there is none; b then z restores a bookmark, also after other keys (the offer's expiry: ReaderModelUndoTests)"
        )
        func goToAndUndo() async throws {
            try await withComicSite(.small) { base in
                let ending = try await PseudoTerminalReader.run(base: base, drive)
                #expect(ending.signal == nil)
            }
        }

        func drive(_ reader: PseudoTerminalReader) async throws {
            _ = try await reader.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
            try await reader.press("405", "Enter", untilShows: "explainxkcd.com/wiki/index.php/405")
            try await reader.press("Escape") {
                $0.contains("xkcd — Latest") && PseudoTerminalReader.isSelected(405, in: $0)
            }

            try await reader.press("3", untilShows: "go to #3")
            try await reader.press("7", "Enter", untilShows: "explainxkcd.com/wiki/index.php/37")
            reader.sendKeys("Escape")
            // The list continues from 37: it is selected, older comics below it, the newest not loaded.
            var screen = try await reader.waitForScreen {
                $0.contains("xkcd — Latest") && PseudoTerminalReader.isSelected(37, in: $0) && $0.contains("from #37")
            }
            #expect(PseudoTerminalReader.row(36, in: screen) != nil)
            #expect(!screen.contains("Guest Week"))
            try await reader.press("j") { PseudoTerminalReader.isSelected(36, in: $0) }
            screen = try await reader.press("g") {
                $0.contains("Guest Week") && PseudoTerminalReader.isSelected(410, in: $0)
            }
            #expect(!screen.contains("from #"))

            try await reader.press(":", "404", "Enter", untilShows: "there is no comic 404")

            try await reader.press("b") { PseudoTerminalReader.row(410, in: $0)?.contains("*") == true }
            try await reader.press("b") {
                $0.contains("removed #410 — z to undo") && PseudoTerminalReader.row(410, in: $0)?.contains("*") == false
            }
            // Other keys leave the offer.
            try await reader.press("j") {
                PseudoTerminalReader.isSelected(409, in: $0) && $0.contains("removed #410 — z to undo")
            }
            try await reader.press("z") {
                $0.contains("restored #410") && PseudoTerminalReader.row(410, in: $0)?.contains("*") == true
            }
            reader.sendKeys("q")
        }
    }
}
