import ComicTestSupport
import Foundation
import Testing

/// The search screen of the real binary in tmux, as a person uses it.
@Suite("Searching in the reader", .serialized, .needsTmux, .timeLimit(.minutes(2)))
struct SearchReaderTests {
    @Test("/ then typing shows matches as you type; Enter Enter opens one; Esc Esc returns to Latest")
    func searchOpenAndBack() async throws {
        try await withComicSite(.small) { base in
            let runner = try BinaryRunner(baseURL: base)
            try await runner.cache(try .small, servedFrom: base)
            try await Tmux.withReader(base: base, runner: runner) { try await drive($0) }
        }
    }

    func drive(_ tmux: Tmux) async throws {
        _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }

        try await tmux.sendKeys("/")
        // The coverage is counted after the prompt opens: wait for both.
        var screen = try await tmux.waitForScreen { $0.contains("Search: ▏") && $0.contains("comics indexed") }
        // 409 comics: the archive is complete without 404, so no sync is offered.
        #expect(screen.contains("409 comics indexed ·"))

        try await tmux.sendKeys("naive")
        screen = try await tmux.waitForScreen { $0.contains("Search: naive▏") && $0.contains("Naïve Café") }
        #expect(!screen.contains("Guest Week"))

        try await tmux.sendKeys("Enter")
        _ = try await tmux.waitForScreen { $0.contains("Search: naive") && !$0.contains("naive▏") }
        try await tmux.sendKeys("Enter")
        _ = try await tmux.waitForScreen { $0.contains("explainxkcd.com/wiki/index.php/409") }

        try await tmux.sendKeys("Escape")
        _ = try await tmux.waitForScreen { $0.contains("Search: naive") && $0.contains("Naïve Café") }
        try await tmux.sendKeys("Escape")
        _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }

        try await tmux.sendKeys("q")
        screen = try await tmux.waitForScreen { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=0"))
    }
}
