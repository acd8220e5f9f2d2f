import ComicTestSupport
import Foundation
import Testing

/// Go to a comic and undo a bookmark removal in the real binary, through tmux.
@Suite("Go to and undo in a terminal", .serialized, .needsTmux, .timeLimit(.minutes(2)))
struct InteractiveGoToAndUndoTests {
    @Test(
        "405 Enter opens it and Esc shows the list there; 37 Enter opens a comic far below, Esc shows the list from 37 and g the newest; 404 says there is none; b then z restores a bookmark, also after other keys (the offer's expiry: ReaderModelUndoTests)"
    )
    func goToAndUndo() async throws {
        try await withComicSite(.small) { base in
            try await Tmux.withReader(base: base, runner: try BinaryRunner(baseURL: base), drive)
        }
    }

    static func selected(_ number: Int, in screen: String) -> Bool {
        InteractiveReaderTests.row(number, in: screen)?.hasPrefix("›") == true
    }

    func drive(_ tmux: Tmux) async throws {
        _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
        try await tmux.sendKeys("405")
        try await tmux.sendKeys("Enter")
        _ = try await tmux.waitForScreen { $0.contains("explainxkcd.com/wiki/index.php/405") }
        try await tmux.sendKeys("Escape")
        _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && Self.selected(405, in: $0) }

        try await tmux.sendKeys("3")
        _ = try await tmux.waitForScreen { $0.contains("go to #3") }
        try await tmux.sendKeys("7")
        try await tmux.sendKeys("Enter")
        _ = try await tmux.waitForScreen { $0.contains("explainxkcd.com/wiki/index.php/37") }
        try await tmux.sendKeys("Escape")
        // The list continues from 37: it is selected, older comics below it, the newest not loaded.
        var screen = try await tmux.waitForScreen {
            $0.contains("xkcd — Latest") && Self.selected(37, in: $0) && $0.contains("from #37")
        }
        #expect(InteractiveReaderTests.row(36, in: screen) != nil)
        #expect(!screen.contains("Guest Week"))
        try await tmux.sendKeys("j")
        _ = try await tmux.waitForScreen { Self.selected(36, in: $0) }
        try await tmux.sendKeys("g")
        screen = try await tmux.waitForScreen { $0.contains("Guest Week") && Self.selected(410, in: $0) }
        #expect(!screen.contains("from #"))

        try await tmux.sendKeys(":")
        try await tmux.sendKeys("404")
        try await tmux.sendKeys("Enter")
        _ = try await tmux.waitForScreen { $0.contains("there is no comic 404") }

        try await tmux.sendKeys("b")
        _ = try await tmux.waitForScreen { InteractiveReaderTests.row(410, in: $0)?.contains("*") == true }
        try await tmux.sendKeys("b")
        _ = try await tmux.waitForScreen {
            $0.contains("removed #410 — z to undo") && InteractiveReaderTests.row(410, in: $0)?.contains("*") == false
        }
        // Other keys leave the offer.
        try await tmux.sendKeys("j")
        _ = try await tmux.waitForScreen { Self.selected(409, in: $0) && $0.contains("removed #410 — z to undo") }
        try await tmux.sendKeys("z")
        _ = try await tmux.waitForScreen {
            $0.contains("restored #410") && InteractiveReaderTests.row(410, in: $0)?.contains("*") == true
        }
        try await tmux.sendKeys("q")
        _ = try await tmux.waitForScreen { $0.contains("END-READER") }
    }
}
