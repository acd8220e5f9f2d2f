import ComicTestSupport
import Foundation
import Testing

extension ProcessSignalTests {
    /// The network lost in the middle of the feed, in the reader on a pseudo-terminal.
    @Suite("A page lost with the network, in a terminal", .timeLimit(.minutes(2)))
    struct InteractiveFailedPageTests {
        typealias Reader = PseudoTerminalReader

        @Test("server gone after the first page: moving to the end shows one row for the next page, and r keeps it one")
        func oneRowForALostPage() async throws {
            try await withStubServer(.synthetic(through: 100)) { server, base in
                // A short screen: the reader loads only the first page ahead of the selection.
                let ending = try await Reader.run(base: base, rows: 10) { reader in
                    _ = try await reader.waitForScreen { Reader.row(100, in: $0) != nil }
                    await server.stop()
                    var screen = try await reader.press("G", untilShows: "could not load 20 comics")
                    #expect(Self.failureLines(screen).count == 1, "\(screen)")
                    #expect(Reader.row(81, in: screen) != nil, "\(screen)")
                    #expect(screen.contains("r to retry"))

                    // Retried while the server is still gone: the page loads again and fails again, still as one row.
                    // The screen after looks as before, so the proof the retry ran and ended is in the frames written.
                    let before = reader.output.utf8.count
                    reader.sendKeys("r")
                    _ = try await reader.waitForScreen { _ in
                        Self.failedAgain(String(decoding: reader.output.utf8.dropFirst(before), as: UTF8.self))
                    }
                    screen = try await reader.waitForScreen { $0.contains("Error: could not load 20 comics") }
                    #expect(Self.failureLines(screen).count == 1, "\(screen)")
                    #expect(Reader.row(81, in: screen) != nil, "\(screen)")
                    reader.sendKeys("q")
                }
                #expect(ending.signal == nil)
            }
        }

        /// The output shows the page loading, then failing again in the status line.
        static func failedAgain(_ output: String) -> Bool {
            guard let loading = output.range(of: "Loading…") else { return false }
            return output[loading.upperBound...].contains("Error: could not load 20 comics")
        }

        /// The list rows that say something failed (the status line aside).
        static func failureLines(_ screen: String) -> [Substring] {
            screen.split(separator: "\n").filter { $0.contains("⚠") }
        }
    }
}
