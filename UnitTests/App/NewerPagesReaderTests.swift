import ComicTestSupport
import Foundation
import Testing

/// Paging up above a list started at a comic, in the real binary under tmux:
/// the newer page comes above, the pages below stay, nothing twice.
@Suite("Newer comics above a started list, in a terminal", .needsTmux)
struct NewerPagesReaderTests {
    /// The rows on screen for comic `number`: one, unless it shows twice.
    static func rowCount(_ number: Int, in screen: String) -> Int {
        screen.split(separator: "\n").count { $0.dropFirst(2).drop { $0 == " " }.hasPrefix("\(number) ") }
    }

    @Test("k at the top of a list started by go-to brings newer comics above, with no gap", .timeLimit(.minutes(2)))
    func upAboveAStartedList() async throws {
        try await ComfortableReaderTests.reading { tmux, _ in
            try await ComfortableReaderTests.goTo(37, tmux)
            try await tmux.sendKeys("Escape")
            _ = try await tmux.waitForScreen {
                $0.contains("from #37") && InteractiveGoToAndUndoTests.selected(37, in: $0)
            }
            try await tmux.sendKeys("k")
            let screen = try await tmux.waitForScreen { InteractiveGoToAndUndoTests.selected(38, in: $0) }
            for number in 36...38 { #expect(Self.rowCount(number, in: screen) == 1, "\(number)") }
            try await tmux.sendKeys("q")
            _ = try await tmux.waitForScreen { $0.contains("END-READER") }
        }
    }

    @Test("p on the first comic of a list started by go-to opens the newer comic above it", .timeLimit(.minutes(2)))
    func previousAboveAStartedList() async throws {
        try await ComfortableReaderTests.reading { tmux, _ in
            try await ComfortableReaderTests.goTo(37, tmux)
            try await tmux.sendKeys("p")
            _ = try await tmux.waitForScreen { $0.contains("explainxkcd.com/wiki/index.php/38") }
            try await tmux.sendKeys("Escape")
            let screen = try await tmux.waitForScreen { InteractiveGoToAndUndoTests.selected(38, in: $0) }
            #expect(InteractiveReaderTests.row(37, in: screen) != nil, "37 follows 38, no gap")
            try await tmux.sendKeys("q")
            _ = try await tmux.waitForScreen { $0.contains("END-READER") }
        }
    }

    @Test(
        "go to 2000 in a 3,104-comic archive, Esc, k: newer comics above, none twice, the pages below kept",
        .timeLimit(.minutes(2)))
    func upFrom2000() async throws {
        try await withComicSite(.synthetic(through: 3104)) { base in
            let runner = try BinaryRunner(baseURL: base)
            try await Tmux.withReader(base: base, runner: runner) { tmux in
                _ = try await tmux.waitForScreen { InteractiveGoToAndUndoTests.selected(3104, in: $0) }
                try await ComfortableReaderTests.goTo(2000, tmux)
                try await tmux.sendKeys("Escape")
                _ = try await tmux.waitForScreen {
                    $0.contains("from #2000") && InteractiveGoToAndUndoTests.selected(2000, in: $0)
                }
                try await tmux.sendKeys("k")
                var screen = try await tmux.waitForScreen { InteractiveGoToAndUndoTests.selected(2001, in: $0) }
                for number in 1995...2001 { #expect(Self.rowCount(number, in: screen) == 1, "\(number)") }
                try await tmux.sendKeys("k")
                screen = try await tmux.waitForScreen { InteractiveGoToAndUndoTests.selected(2002, in: $0) }
                #expect(Self.rowCount(2002, in: screen) == 1)
                // The pages below stayed: down past the old top, the rows go on with no restart.
                // Three presses in one write move three rows: each key counts.
                try await tmux.sendKeys("j", "j", "j")
                screen = try await tmux.waitForScreen { InteractiveGoToAndUndoTests.selected(1999, in: $0) }
                #expect(screen.contains("from #2000"))
                try await tmux.sendKeys("q")
                _ = try await tmux.waitForScreen { $0.contains("END-READER") }
            }
        }
    }
}
