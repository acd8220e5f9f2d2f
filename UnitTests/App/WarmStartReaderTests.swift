import ComicTestSupport
import Foundation
import Testing

/// The reader started on a warm cache: the cached comics on screen before
/// the network answers, the network's comics merged in when it does.
@Suite("The reader's warm start", .needsTmux(), .timeLimit(.minutes(2)))
struct WarmStartReaderTests {
    /// A runner whose cache holds the newest 20 comics of the small archive (410 down to 390; 404 is none).
    func warmRunner() async throws -> BinaryRunner {
        try await withStubServer(try .small) { server, base in
            let runner = try BinaryRunner(baseURL: base)
            try await runner.cache(try .small, newest: 20, servedFrom: base)
            return runner
        }
    }

    @Test(
        "a server that accepts and never answers: the cached list is on screen at once, refreshing, and q quits at once"
    )
    func silentServer() async throws {
        let runner = try await warmRunner()
        let server = try HostileServer(mode: .silent)
        defer { server.stop() }
        try await Tmux.withReader(base: server.baseURL, runner: runner, columns: 100, rows: 30) { tmux in
            // The newest request waits 15 s for its deadline, twice: the cached comics cannot wait for it.
            let screen = try await tmux.waitForScreen(within: .seconds(5)) {
                $0.contains("Guest Week") && $0.contains("Refreshing…")
            }
            #expect(InteractiveReaderTests.row(410, in: screen)?.hasPrefix("›") == true)
            #expect(InteractiveReaderTests.row(391, in: screen) != nil)
            try await tmux.sendKeys("q")
            let end = try await tmux.waitForScreen(within: .seconds(5)) { $0.contains("END-READER") }
            #expect(end.contains("EXIT=0"))
        }
    }

    @Test("two comics published since: they come in above, the selected comic keeps its row, a notice says so")
    func newComicsMergeInPlace() async throws {
        let runner = try await warmRunner()
        try await withStubServer(ComicArchive.synthetic(through: 412).overlaying(try Fixtures.quirks())) {
            server, base in
            // Held, so the keys below land on the cached list.
            await server.holdResponses()
            try await Tmux.withReader(base: base, runner: runner, columns: 100, rows: 12) { tmux in
                _ = try await tmux.waitForScreen(within: .seconds(5)) {
                    $0.contains("Guest Week") && $0.contains("Refreshing…")
                }
                try await tmux.sendKeys("j")
                _ = try await tmux.waitForScreen { InteractiveReaderTests.row(409, in: $0)?.hasPrefix("›") == true }
                try await tmux.sendKeys("j")
                let before = try await tmux.waitForScreen {
                    InteractiveReaderTests.row(408, in: $0)?.hasPrefix("›") == true
                }
                #expect(before.contains("Refreshing…"), "the keys landed before the network's page")
                await server.releaseResponses()
                let after = try await tmux.waitForScreen { $0.contains("2 new comics above") }
                #expect(InteractiveReaderTests.row(408, in: after)?.hasPrefix("›") == true)
                #expect(Self.line(of: 408, in: after) == Self.line(of: 408, in: before))
                #expect(InteractiveReaderTests.row(412, in: after) == nil, "above, out of view")
                try await tmux.sendKeys("g")
                _ = try await tmux.waitForScreen { InteractiveReaderTests.row(412, in: $0)?.hasPrefix("›") == true }
                try await tmux.sendKeys("q")
                _ = try await tmux.waitForScreen { $0.contains("END-READER") }
            }
        }
    }

    /// Which screen line shows comic `number`.
    static func line(of number: Int, in screen: String) -> Int? {
        let row = InteractiveReaderTests.row(number, in: screen)
        return screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { String($0) == row }
    }
}
