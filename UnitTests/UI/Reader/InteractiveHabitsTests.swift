import ComicTestSupport
import ComicUI
import Foundation
import Testing

extension ProcessSignalTests {
    /// The reader as a daily newsboat, tig, mutt and less user drives it (issue
    /// 30), on a pseudo-terminal, at 80×24 and 40×12.
    @Suite("A newsboat user's habits in the reader", .timeLimit(.minutes(2)))
    struct InteractiveHabitsTests {
        typealias Reader = PseudoTerminalReader

        /// The reader over the small archive at Latest, once it shows; the run's ending.
        @discardableResult
        static func reading(
            columns: Int = 80, rows: Int = 24, quits: Bool = false, _ drive: (Reader) async throws -> Void
        ) async throws -> ReaderPump.Ending {
            try await withComicSite(.small) { base in
                try await Reader.run(base: base, rows: rows, columns: columns, quits: quits) { reader in
                    _ = try await reader.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
                    try await drive(reader)
                }
            }
        }

        static func selected(_ number: Int, in screen: String) -> Bool {
            Reader.isSelected(number, in: screen)
        }

        @Test(
            "q backs out one level (help, comic, search results) and quits from the list; Q quits from a comic; exit 0")
        func qBacksOutQQuits() async throws {
            let quitFromComic = try await Self.reading(quits: true) { reader in
                try await reader.press("Enter", untilShows: "xkcd #410")
                try await reader.press("?", untilShows: "xkcd — Keys: Comic")
                try await reader.press("q") { $0.contains("xkcd #410") && $0.contains("q back") }
                try await reader.press("q", untilShows: "xkcd — Latest")

                try await reader.press("/", "queen", untilShows: "Search: queen▏")
                try await reader.press("Enter") { $0.contains("Search: queen") && !$0.contains("queen▏") }
                try await reader.press("q") { $0.contains("xkcd — Latest") && !$0.contains("Search:") }

                try await reader.press("Enter", untilShows: "xkcd #410")
                reader.sendKeys("Q")
            }
            #expect(quitFromComic.signal == nil)
            // Each run below must end by itself (`quits`): that is the proof its key quit.
            let quitFromList = try await Self.reading(quits: true) { reader in
                reader.sendKeys("q")
            }
            #expect(quitFromList.signal == nil, "q on the list quits")
            let quitFromPrompt = try await Self.reading(quits: true) { reader in
                try await reader.press("/", "qQ", untilShows: "Search: qQ▏")
                reader.sendKeys("C-c")
            }
            #expect(quitFromPrompt.signal == nil, "Ctrl-C quits from a prompt, as the README says")
        }

        @Test("Ctrl-D and Ctrl-U move half a screen; the help takes G, g and Space; the prompts edit like readline")
        func halfScreensHelpAndPrompts() async throws {
            try await Self.reading { reader in
                // 24 rows: 22 of comics, so half a screen is 11 (404 does not exist).
                try await reader.press("C-d") { Self.selected(398, in: $0) }
                try await reader.press("C-u") { Self.selected(410, in: $0) }
                // Four Downs in one write move four rows: a burst is counted, not folded.
                reader.sendKeys("Down", "Down", "Down", "Down")
                _ = try await reader.waitForScreen { Self.selected(406, in: $0) }
                reader.sendKeys("Up", "Up", "Up", "Up")
                _ = try await reader.waitForScreen { Self.selected(410, in: $0) }
                try await reader.press("Enter", untilShows: "xkcd #410")
                reader.sendKeys("q")

                var screen = try await reader.press("?", untilShows: "xkcd — Keys: List")
                #expect(screen.contains("select the next comic"))
                screen = try await reader.press("G", untilShows: "quit, from any screen")
                #expect(!screen.contains("select the next comic"))
                try await reader.press("g", untilShows: "select the next comic")
                try await reader.press("Space") {
                    !$0.contains("select the next comic") && !$0.contains("is not a key")
                }
                reader.sendKeys("Escape")

                try await reader.press("/", "bobby tables", untilShows: "Search: bobby tables▏")
                try await reader.press("C-w", untilShows: "Search: bobby ▏")
                try await reader.press("C-a", "x", untilShows: "Search: x▏bobby")
                // A burst in one write: every editing key counts (none folded).
                reader.sendKeys("Right", "Right", "Right", "Left")
                _ = try await reader.waitForScreen { $0.contains("Search: xbo▏bby") }
                try await reader.press("C-e", "C-u", untilShows: "Search: ▏")
                reader.sendKeys("Escape")

                try await reader.press("45", "Left", "0", untilShows: "go to #40▏5")
                try await reader.press("Enter", untilShows: "xkcd #405")
            }
        }

        @Test("go to 200 then p at once: p waits for the list, then opens #201; back, the list says more above")
        func previousAfterGoTo() async throws {
            try await Self.reading { reader in
                let screen = try await reader.press("200", "Enter", "p", untilShows: "xkcd #201")
                #expect(!screen.contains("newest comic"))
                try await reader.press("q") {
                    $0.contains("xkcd — Latest") && Self.selected(201, in: $0) && $0.contains("more above")
                }
            }
        }

        @Test("M asks the number it will mark, and the plurals are right")
        func markCount() async throws {
            try await Self.reading { reader in
                // 408 read by hand, 410 read by opening it.
                try await reader.press("Enter", untilShows: "xkcd #410")
                try await reader.press("q", "j") { Self.selected(409, in: $0) }
                try await reader.press("j") { Self.selected(408, in: $0) }
                try await reader.press("u", untilShows: "Comic 408 marked read")
                reader.sendKeys("k")
                // 1 to 409, less 404 (none) and 408 (read).
                try await reader.press("M", untilShows: "mark 407 comics read? y/n")
                try await reader.press("y", untilShows: "Marked 407 comics read")
                try await reader.press("k", "u", untilShows: "Comic 410 marked unread")
                try await reader.press("M", untilShows: "mark 1 comic read? y/n")
                try await reader.press("y", untilShows: "Marked 1 comic read")
            }
        }

        @Test("at 40×12: Esc on an expanded notice closes only the notice; the explain URL is never broken")
        func narrowNoticeAndURL() async throws {
            try await Self.reading(columns: 40, rows: 12) { reader in
                reader.sendKeys("Enter")
                let comic = try await reader.waitForScreen { $0.contains("xkcd #410") && $0.contains("Explain:") }
                let lines = comic.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                let cut = lines.contains("https://www.explainxkcd.com/wiki/in…/410")
                let broken = lines.contains { $0.hasPrefix("i/index.php") }
                #expect(cut, "the URL on its own line, cut in the middle")
                #expect(!broken, "broken mid-word")

                // A notice too long for 40 columns beside its hints ("%"'s fits).
                try await reader.press("BTab", untilShows: "? more")
                try await reader.press("?") {
                    $0.contains("Shift-Tab is not a key here") && $0.contains("Esc closes")
                }
                reader.sendKeys("Escape")
                let closed = try await reader.waitForScreen { !$0.contains("Esc closes") }
                #expect(closed.contains("xkcd #410"), "still on the comic")
                try await reader.press("q", untilShows: "xkcd — Latest")

                try await reader.press("37", untilShows: "go to #37")
                reader.sendKeys("Enter")
                // The comic itself, not its "Loading…" placeholder: the list starts at it once it has come.
                _ = try await reader.waitForScreen { $0.contains("xkcd #37") && $0.contains("Explain:") }
                try await reader.press("q") { Self.selected(37, in: $0) && $0.contains("more above") }
            }
        }

        @Test("Tab to Bookmarks selects the newest bookmark; b then z at once restores it, never 'nothing to undo'")
        func bookmarksTabAndUndo() async throws {
            try await Self.reading { reader in
                try await reader.press("b") { Reader.row(410, in: $0)?.contains("*") == true }
                try await reader.press("Tab") { $0.contains("xkcd — Bookmarks") && Self.selected(410, in: $0) }
                try await reader.press("BTab", untilShows: "xkcd — Latest")
                try await reader.press("j") { Self.selected(409, in: $0) }
                try await reader.press("j") { Self.selected(408, in: $0) }
                try await reader.press("b") { Reader.row(408, in: $0)?.contains("*") == true }
                try await reader.press("k") { Self.selected(409, in: $0) }
                var screen = try await reader.press("Tab") {
                    $0.contains("xkcd — Bookmarks") && Reader.row(410, in: $0) != nil
                        && Reader.row(408, in: $0) != nil
                }
                #expect(Self.selected(408, in: screen), "the newest bookmark, the first row")

                // z right behind b: the offer is taken at once. (A second z may
                // come after the restore, when "nothing to undo" is the truth.)
                reader.sendKeys("bz")
                var sawNothingToUndo = false
                screen = try await reader.waitForScreen {
                    sawNothingToUndo = sawNothingToUndo || $0.contains("nothing to undo")
                    return $0.contains("restored #408")
                }
                #expect(!sawNothingToUndo)
                screen = try await reader.waitForScreen { Reader.row(408, in: $0) != nil }
                #expect(!screen.contains("nothing to undo"))
            }
        }
    }
}
