import ComicTestSupport
import Foundation
import Testing

/// The network lost in the middle of the feed, in the real binary, through tmux.
@Suite(
    "A page lost with the network, in a terminal", .serialized, .needsTmux, .timeLimit(.minutes(2)))
struct InteractiveFailedPageTests {
    @Test("server gone after the first page: moving to the end shows one row for the next page, and r keeps it one")
    func oneRowForALostPage() async throws {
        try await withStubServer(.synthetic(through: 100)) { server, base in
            // A short screen: the reader loads only the first page ahead of the selection.
            try await Tmux.withReader(base: base, runner: try BinaryRunner(baseURL: base), rows: 10) { tmux in
                _ = try await tmux.waitForScreen { InteractiveReaderTests.row(100, in: $0) != nil }
                await server.stop()
                try await tmux.sendKeys("G")
                var screen = try await tmux.waitForScreen { $0.contains("could not load 20 comics") }
                #expect(Self.failureLines(screen).count == 1, "\(screen)")
                #expect(InteractiveReaderTests.row(81, in: screen) != nil, "\(screen)")
                #expect(screen.contains("r to retry"))

                // Retried while the server is still gone: the page loads again and fails again, still as one row.
                // The screen after looks as before, so the proof the retry ran and ended is in the frames written.
                let output = try await tmux.recordOutput()
                defer { output.remove() }
                try await tmux.sendKeys("r")
                try await output.wait { Self.failedAgain($0) }
                screen = try await tmux.waitForScreen { $0.contains("Error: could not load 20 comics") }
                #expect(Self.failureLines(screen).count == 1, "\(screen)")
                #expect(InteractiveReaderTests.row(81, in: screen) != nil, "\(screen)")
                try await tmux.sendKeys("q")
                _ = try await tmux.waitForScreen { $0.contains("END-READER") }
            }
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
