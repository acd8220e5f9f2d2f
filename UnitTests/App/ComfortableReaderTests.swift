import ComicTestSupport
import Foundation
import Testing

/// The reader's habits from issue 23, in the real binary under tmux.
@Suite("A comfortable reader in a terminal", .serialized, .enabled(if: Tmux.isAvailable), .timeLimit(.minutes(2)))
struct ComfortableReaderTests {
    @Test("u marks read in search results as on lists; a key that does nothing says so")
    func oneMeaningPerKey() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try BinaryRunner(baseURL: base)
            #expect(try await runner.run("sync").status == 0)
            try await Tmux.withReader(base: base, runner: runner) { tmux in
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
                try await tmux.sendKeys("x")
                _ = try await tmux.waitForScreen { $0.contains("x is not a key here · ? lists the keys") }

                try await tmux.sendKeys("/")
                try await tmux.sendKeys("naive")
                _ = try await tmux.waitForScreen { $0.contains("Search: naive▏") && $0.contains("Naïve Café") }
                try await tmux.sendKeys("Enter")
                _ = try await tmux.waitForScreen { $0.contains("Search: naive") && !$0.contains("naive▏") }
                try await tmux.sendKeys("u")
                _ = try await tmux.waitForScreen { $0.contains("Comic 409 marked read") }

                try await tmux.sendKeys("q")
                let screen = try await tmux.waitForScreen { $0.contains("END-READER") }
                #expect(screen.contains("EXIT=0"))
            }
        }
    }
}
