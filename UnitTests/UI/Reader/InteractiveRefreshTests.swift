import ComicTestSupport
import Foundation
import Testing

extension ProcessSignalTests {
    /// `r` on a list, in the reader on a pseudo-terminal.
    @Suite("Refreshing a list in a terminal", .timeLimit(.minutes(2)))
    struct InteractiveRefreshTests {
        @Test("r beyond the first page keeps the selected comic, during the refresh and after it")
        func refreshKeepsThePlace() async throws {
            try await withStubServer(.synthetic(through: 100)) { server, base in
                let ending = try await PseudoTerminalReader.run(base: base) { reader in
                    // Given comic 70 selected, on the second page.
                    _ = try await reader.waitForScreen { PseudoTerminalReader.row(100, in: $0) != nil }
                    for _ in 0..<30 { reader.sendKeys("j") }
                    _ = try await reader.waitForScreen { PseudoTerminalReader.isSelected(70, in: $0) }
                    // When the list is refreshed over a slow network.
                    await server.setLatency(.milliseconds(300))
                    reader.sendKeys("r")
                    let during = try await reader.waitForScreen { $0.contains("Refreshing") }
                    #expect(PseudoTerminalReader.isSelected(70, in: during), "\(during)")
                    // Then the same comic is selected once the first page is back.
                    let after = try await reader.waitForScreen { !$0.contains("Refreshing") }
                    #expect(PseudoTerminalReader.isSelected(70, in: after), "\(after)")
                    reader.sendKeys("q")
                }
                #expect(ending.signal == nil)
            }
        }
    }
}
