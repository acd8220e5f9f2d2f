import ComicTestSupport
import Foundation
import Testing

/// The reader as a daily newsboat, tig, mutt and less user drives it (issue
/// 30), in the real binary through tmux, at 80×24 and 40×12.
@Suite("A newsboat user's habits in the reader", .needsTmux, .timeLimit(.minutes(2)))
struct InteractiveHabitsTests {
    static func reading(columns: Int = 80, rows: Int = 24, _ drive: (Tmux) async throws -> Void) async throws {
        try await withComicSite(.small) { base in
            let runner = try BinaryRunner(baseURL: base)
            try await Tmux.withReader(base: base, runner: runner, columns: columns, rows: rows) { tmux in
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
                try await drive(tmux)
            }
        }
    }

    static func selected(_ number: Int, in screen: String) -> Bool {
        InteractiveGoToAndUndoTests.selected(number, in: screen)
    }

    @Test("q backs out one level (help, comic, search results) and quits from the list; Q quits from a comic; exit 0")
    func qBacksOutQQuits() async throws {
        try await Self.reading { tmux in
            try await tmux.sendKeys("Enter")
            _ = try await tmux.waitForScreen { $0.contains("xkcd #410") }
            try await tmux.sendKeys("?")
            _ = try await tmux.waitForScreen { $0.contains("xkcd — Keys: Comic") }
            try await tmux.sendKeys("q")
            _ = try await tmux.waitForScreen { $0.contains("xkcd #410") && $0.contains("q back") }
            try await tmux.sendKeys("q")
            _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") }

            try await tmux.sendKeys("/")
            try await tmux.sendKeys("queen")
            _ = try await tmux.waitForScreen { $0.contains("Search: queen▏") }
            try await tmux.sendKeys("Enter")
            _ = try await tmux.waitForScreen { $0.contains("Search: queen") && !$0.contains("queen▏") }
            try await tmux.sendKeys("q")
            _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && !$0.contains("Search:") }

            try await tmux.sendKeys("Enter")
            _ = try await tmux.waitForScreen { $0.contains("xkcd #410") }
            try await tmux.sendKeys("Q")
            let screen = try await tmux.waitForScreen { $0.contains("END-READER") }
            #expect(screen.contains("EXIT=0"))
        }
        try await Self.reading { tmux in
            try await tmux.sendKeys("q")
            let screen = try await tmux.waitForScreen { $0.contains("END-READER") }
            #expect(screen.contains("EXIT=0"), "q on the list quits")
        }
        try await Self.reading { tmux in
            try await tmux.sendKeys("/")
            try await tmux.sendKeys("qQ")
            _ = try await tmux.waitForScreen { $0.contains("Search: qQ▏") }
            try await tmux.sendKeys("C-c")
            let screen = try await tmux.waitForScreen { $0.contains("END-READER") }
            #expect(screen.contains("EXIT=0"), "Ctrl-C quits from a prompt, as the README says")
        }
    }

    @Test("Ctrl-D and Ctrl-U move half a screen; the help takes G, g and Space; the prompts edit like readline")
    func halfScreensHelpAndPrompts() async throws {
        try await Self.reading { tmux in
            // 24 rows: 22 of comics, so half a screen is 11 (404 does not exist).
            try await tmux.sendKeys("C-d")
            _ = try await tmux.waitForScreen { Self.selected(398, in: $0) }
            try await tmux.sendKeys("C-u")
            _ = try await tmux.waitForScreen { Self.selected(410, in: $0) }
            // Four Downs in one write move four rows: a burst is counted, not folded.
            try await tmux.sendKeys("Down", "Down", "Down", "Down")
            _ = try await tmux.waitForScreen { Self.selected(406, in: $0) }
            try await tmux.sendKeys("Up", "Up", "Up", "Up")
            _ = try await tmux.waitForScreen { Self.selected(410, in: $0) }
            try await tmux.sendKeys("Enter")
            _ = try await tmux.waitForScreen { $0.contains("xkcd #410") }
            try await tmux.sendKeys("q")

            try await tmux.sendKeys("?")
            var screen = try await tmux.waitForScreen { $0.contains("xkcd — Keys: List") }
            #expect(screen.contains("select the next comic"))
            try await tmux.sendKeys("G")
            screen = try await tmux.waitForScreen { $0.contains("quit, from any screen") }
            #expect(!screen.contains("select the next comic"))
            try await tmux.sendKeys("g")
            _ = try await tmux.waitForScreen { $0.contains("select the next comic") }
            try await tmux.sendKeys("Space")
            _ = try await tmux.waitForScreen { !$0.contains("select the next comic") && !$0.contains("is not a key") }
            try await tmux.sendKeys("Escape")

            try await tmux.sendKeys("/")
            try await tmux.sendKeys("bobby tables")
            _ = try await tmux.waitForScreen { $0.contains("Search: bobby tables▏") }
            try await tmux.sendKeys("C-w")
            _ = try await tmux.waitForScreen { $0.contains("Search: bobby ▏") }
            try await tmux.sendKeys("C-a")
            try await tmux.sendKeys("x")
            _ = try await tmux.waitForScreen { $0.contains("Search: x▏bobby") }
            // A burst in one write: every editing key counts (none folded).
            try await tmux.sendKeys("Right", "Right", "Right", "Left")
            _ = try await tmux.waitForScreen { $0.contains("Search: xbo▏bby") }
            try await tmux.sendKeys("C-e")
            try await tmux.sendKeys("C-u")
            _ = try await tmux.waitForScreen { $0.contains("Search: ▏") }
            try await tmux.sendKeys("Escape")

            try await tmux.sendKeys("45")
            try await tmux.sendKeys("Left")
            try await tmux.sendKeys("0")
            _ = try await tmux.waitForScreen { $0.contains("go to #40▏5") }
            try await tmux.sendKeys("Enter")
            _ = try await tmux.waitForScreen { $0.contains("xkcd #405") }
        }
    }

    @Test("go to 200 then p at once: p waits for the list, then opens #201; back, the list says more above")
    func previousAfterGoTo() async throws {
        try await Self.reading { tmux in
            try await tmux.sendKeys("200")
            try await tmux.sendKeys("Enter")
            try await tmux.sendKeys("p")
            let screen = try await tmux.waitForScreen { $0.contains("xkcd #201") }
            #expect(!screen.contains("newest comic"))
            try await tmux.sendKeys("q")
            _ = try await tmux.waitForScreen {
                $0.contains("xkcd — Latest") && Self.selected(201, in: $0) && $0.contains("more above")
            }
        }
    }

    @Test("M asks the number it will mark, and the plurals are right")
    func markCount() async throws {
        try await Self.reading { tmux in
            // 408 read by hand, 410 read by opening it.
            try await tmux.sendKeys("Enter")
            _ = try await tmux.waitForScreen { $0.contains("xkcd #410") }
            try await tmux.sendKeys("q")
            try await tmux.sendKeys("j")
            _ = try await tmux.waitForScreen { Self.selected(409, in: $0) }
            try await tmux.sendKeys("j")
            _ = try await tmux.waitForScreen { Self.selected(408, in: $0) }
            try await tmux.sendKeys("u")
            _ = try await tmux.waitForScreen { $0.contains("Comic 408 marked read") }
            try await tmux.sendKeys("k")
            // 1 to 409, less 404 (none) and 408 (read).
            try await tmux.sendKeys("M")
            _ = try await tmux.waitForScreen { $0.contains("mark 407 comics read? y/n") }
            try await tmux.sendKeys("y")
            _ = try await tmux.waitForScreen { $0.contains("Marked 407 comics read") }
            try await tmux.sendKeys("k")
            try await tmux.sendKeys("u")
            _ = try await tmux.waitForScreen { $0.contains("Comic 410 marked unread") }
            try await tmux.sendKeys("M")
            _ = try await tmux.waitForScreen { $0.contains("mark 1 comic read? y/n") }
            try await tmux.sendKeys("y")
            _ = try await tmux.waitForScreen { $0.contains("Marked 1 comic read") }
        }
    }

    @Test("at 40×12: Esc on an expanded notice closes only the notice; the explain URL is never broken")
    func narrowNoticeAndURL() async throws {
        try await Self.reading(columns: 40, rows: 12) { tmux in
            try await tmux.sendKeys("Enter")
            let comic = try await tmux.waitForScreen { $0.contains("xkcd #410") && $0.contains("Explain:") }
            let lines = comic.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let cut = lines.contains("https://www.explainxkcd.com/wiki/in…/410")
            let broken = lines.contains { $0.hasPrefix("i/index.php") }
            #expect(cut, "the URL on its own line, cut in the middle")
            #expect(!broken, "broken mid-word")

            // A notice too long for 40 columns beside its hints ("%"'s fits).
            try await tmux.sendKeys("BTab")
            _ = try await tmux.waitForScreen { $0.contains("? more") }
            try await tmux.sendKeys("?")
            _ = try await tmux.waitForScreen { $0.contains("Shift-Tab is not a key here") && $0.contains("Esc closes") }
            try await tmux.sendKeys("Escape")
            let closed = try await tmux.waitForScreen { !$0.contains("Esc closes") }
            #expect(closed.contains("xkcd #410"), "still on the comic")
            try await tmux.sendKeys("q")
            _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") }

            try await tmux.sendKeys("37")
            _ = try await tmux.waitForScreen { $0.contains("go to #37") }
            try await tmux.sendKeys("Enter")
            // The comic itself, not its "Loading…" placeholder: the list starts at it once it has come.
            _ = try await tmux.waitForScreen { $0.contains("xkcd #37") && $0.contains("Explain:") }
            try await tmux.sendKeys("q")
            _ = try await tmux.waitForScreen { Self.selected(37, in: $0) && $0.contains("more above") }
        }
    }

    @Test("Tab to Bookmarks selects the newest bookmark; b then z at once restores it, never 'nothing to undo'")
    func bookmarksTabAndUndo() async throws {
        try await Self.reading { tmux in
            try await tmux.sendKeys("b")
            _ = try await tmux.waitForScreen { InteractiveReaderTests.row(410, in: $0)?.contains("*") == true }
            try await tmux.sendKeys("Tab")
            _ = try await tmux.waitForScreen { $0.contains("xkcd — Bookmarks") && Self.selected(410, in: $0) }
            try await tmux.sendKeys("BTab")
            _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") }
            try await tmux.sendKeys("j")
            _ = try await tmux.waitForScreen { Self.selected(409, in: $0) }
            try await tmux.sendKeys("j")
            _ = try await tmux.waitForScreen { Self.selected(408, in: $0) }
            try await tmux.sendKeys("b")
            _ = try await tmux.waitForScreen { InteractiveReaderTests.row(408, in: $0)?.contains("*") == true }
            try await tmux.sendKeys("k")
            _ = try await tmux.waitForScreen { Self.selected(409, in: $0) }
            try await tmux.sendKeys("Tab")
            var screen = try await tmux.waitForScreen {
                $0.contains("xkcd — Bookmarks") && InteractiveReaderTests.row(410, in: $0) != nil
                    && InteractiveReaderTests.row(408, in: $0) != nil
            }
            #expect(Self.selected(408, in: screen), "the newest bookmark, the first row")

            // z right behind b: the offer is taken at once. (A second z may
            // come after the restore, when "nothing to undo" is the truth.)
            try await tmux.sendKeys("bz")
            var sawNothingToUndo = false
            screen = try await tmux.waitForScreen {
                sawNothingToUndo = sawNothingToUndo || $0.contains("nothing to undo")
                return $0.contains("restored #408")
            }
            #expect(!sawNothingToUndo)
            screen = try await tmux.waitForScreen { InteractiveReaderTests.row(408, in: $0) != nil }
            #expect(!screen.contains("nothing to undo"))
        }
    }
}
