import ComicTestSupport
import Foundation
import Testing

/// The reader's memory in the real binary, through tmux: a random comic, and
/// the selection kept from one run to the next in the same database.
@Suite("Reading memory in a terminal", .serialized, .needsTmux(), .timeLimit(.minutes(3)))
struct InteractiveReadingMemoryTests {
    static func selected(_ number: Int, in screen: String) -> Bool {
        InteractiveReaderTests.row(number, in: screen)?.hasPrefix("›") == true
    }

    @Test(
        "R shows a comic and Esc goes back; quitting and starting again selects the same comic; one further down is offered with ', which goes there"
    )
    func randomAndResume() async throws {
        try await withComicSite(.small) { base in
            let runner = try BinaryRunner(baseURL: base)
            try await Tmux.withReader(base: base, runner: runner) { tmux in
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && Self.selected(410, in: $0) }
                try await tmux.sendKeys("R")
                let comic = try await tmux.waitForScreen { $0.contains("explainxkcd.com/wiki/index.php/") }
                #expect(comic.split(separator: "\n").first?.hasPrefix("xkcd #") == true, "a comic's screen")
                try await tmux.sendKeys("Escape")
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && Self.selected(410, in: $0) }
                for _ in 0..<3 { try await tmux.sendKeys("j") }
                _ = try await tmux.waitForScreen { Self.selected(407, in: $0) }
                try await tmux.sendKeys("q")
                _ = try await tmux.waitForScreen { $0.contains("END-READER") }
            }

            try await Tmux.withReader(base: base, runner: runner) { tmux in
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && Self.selected(407, in: $0) }
                // Leave it far below the first page.
                try await tmux.sendKeys("37")
                try await tmux.sendKeys("Enter")
                _ = try await tmux.waitForScreen { $0.contains("explainxkcd.com/wiki/index.php/37") }
                try await tmux.sendKeys("Escape")
                _ = try await tmux.waitForScreen { Self.selected(37, in: $0) }
                try await tmux.sendKeys("q")
                _ = try await tmux.waitForScreen { $0.contains("END-READER") }
            }

            try await Tmux.withReader(base: base, runner: runner) { tmux in
                _ = try await tmux.waitForScreen {
                    Self.selected(410, in: $0)
                        && $0.contains("Comic 37, where you left off, is further down — ' goes there")
                }
                try await tmux.sendKeys("'")
                let screen = try await tmux.waitForScreen { Self.selected(37, in: $0) && $0.contains("from #37") }
                #expect(!screen.contains("Guest Week"))
                try await tmux.sendKeys("q")
                _ = try await tmux.waitForScreen { $0.contains("END-READER") }
            }
        }
    }
}
