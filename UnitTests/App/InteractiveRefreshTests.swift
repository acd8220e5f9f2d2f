import ComicTestSupport
import Foundation
import Testing

/// `r` on a list, in the real binary, through tmux.
@Suite("Refreshing a list in a terminal", .serialized, .needsTmux, .timeLimit(.minutes(2)))
struct InteractiveRefreshTests {
    @Test("r beyond the first page keeps the selected comic, during the refresh and after it")
    func refreshKeepsThePlace() async throws {
        try await withStubServer(.synthetic(through: 100)) { server, base in
            try await Tmux.withReader(base: base, runner: try BinaryRunner(baseURL: base)) { tmux in
                // Given comic 70 selected, on the second page.
                _ = try await tmux.waitForScreen { InteractiveReaderTests.row(100, in: $0) != nil }
                for _ in 0..<30 { try await tmux.sendKeys("j") }
                _ = try await tmux.waitForScreen { Self.isSelected(70, in: $0) }
                // When the list is refreshed over a slow network.
                await server.setLatency(.milliseconds(300))
                try await tmux.sendKeys("r")
                let during = try await tmux.waitForScreen { $0.contains("Refreshing") }
                #expect(Self.isSelected(70, in: during), "\(during)")
                // Then the same comic is selected once the first page is back.
                let after = try await tmux.waitForScreen { !$0.contains("Refreshing") }
                #expect(Self.isSelected(70, in: after), "\(after)")
                try await tmux.sendKeys("q")
                _ = try await tmux.waitForScreen { $0.contains("END-READER") }
            }
        }
    }

    static func isSelected(_ number: Int, in screen: String) -> Bool {
        InteractiveReaderTests.row(number, in: screen)?.hasPrefix("›") == true
    }
}
