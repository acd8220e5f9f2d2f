import ComicData
import ComicUI
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The tests that install signal handlers, which are process-wide: one at a time.
@Suite(.serialized)
enum ProcessSignalTests {}

/// Runs the driver on a pseudo-terminal.
extension ProcessSignalTests {
    @Suite("Terminal session")
    struct TerminalSessionTests {
        private struct Boom: Error {}

        @Test("Raw mode and the alternate screen last exactly as long as the body")
        func restoredOnReturn() async throws {
            let tty = try PseudoTerminal(rows: 30, columns: 100)
            let original = tty.modes()
            #expect(!original.isRaw)

            let size = try await TerminalSession.run(input: tty.device, output: tty.device) { session in
                #expect(tty.modes().isRaw)
                try session.draw(["hello", "world"], size: session.size)
                try session.draw(["hello", "world"], size: session.size)  // unchanged: nothing written
                try session.draw(["hello", "there"], size: session.size)
                return session.size
            }

            #expect(size == TerminalSize(rows: 30, columns: 100))
            #expect(tty.modes() == original)
            #expect(
                tty.output() == """
                    \u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J\u{1B}[?2004h\
                    \u{1B}[2J\u{1B}[1;1H\u{1B}[Khello\u{1B}[2;1H\u{1B}[Kworld\
                    \u{1B}[2;1H\u{1B}[Kthere\
                    \u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l
                    """)
        }

        @Test("The terminal is restored when the body throws")
        func restoredOnThrow() async throws {
            let tty = try PseudoTerminal()
            let original = tty.modes()
            await #expect(throws: Boom.self) {
                try await TerminalSession.run(input: tty.device, output: tty.device) { _ in throw Boom() }
            }
            #expect(tty.modes() == original)
            #expect(tty.output().hasSuffix("\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"))
        }

        @Test("With the mouse on, tracking starts with the session and stops on every way out")
        func mouseTracking() async throws {
            let tty = try PseudoTerminal()
            await #expect(throws: Boom.self) {
                try await TerminalSession.run(input: tty.device, output: tty.device, mouse: true) { _ in throw Boom() }
            }
            let output = tty.output()
            #expect(
                output.hasPrefix("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h"))
            #expect(output.hasSuffix("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"))
        }

        @Test("A resize repaints the whole frame")
        func resizeRepaints() async throws {
            let tty = try PseudoTerminal()
            try await TerminalSession.run(input: tty.device, output: tty.device) { session in
                try session.draw(["a", "b"], size: TerminalSize(rows: 2, columns: 10))
                _ = tty.output()
                try session.draw(["a", "b"], size: TerminalSize(rows: 2, columns: 12))
                #expect(tty.output() == "\u{1B}[2J\u{1B}[1;1H\u{1B}[Ka\u{1B}[2;1H\u{1B}[Kb")
                // Lines past the bottom are never written: they would scroll the screen.
                try session.draw(["a", "b", "c"], size: TerminalSize(rows: 2, columns: 12))
                #expect(tty.output() == "")
            }
        }

        @Test("Typed bytes arrive as keys, Ctrl-C among them", .timeLimit(.minutes(1)))
        func keys() async throws {
            let tty = try PseudoTerminal()
            let keys = try await TerminalSession.run(input: tty.device, output: tty.device) { session in
                tty.type(Array("\u{1B}[Aq日\r".utf8) + [0x03])
                var received: [Key] = []
                for await presses in session.keys {
                    received += presses.map(\.key)
                    if received.last == .interrupt { break }
                }
                return received
            }
            #expect(keys == [.up, .character("q"), .character("日"), .enter, .interrupt])
        }

        @Test("SIGWINCH yields the terminal's new size", .timeLimit(.minutes(1)))
        func resizeSignal() async throws {
            let tty = try PseudoTerminal(rows: 30, columns: 100)
            let size = try await TerminalSession.run(input: tty.device, output: tty.device) { session in
                tty.resize(rows: 40, columns: 120)
                kill(getpid(), SIGWINCH)  // what the kernel does for the terminal's foreground process
                var sizes = session.resizes.makeAsyncIterator()
                return await sizes.next()
            }
            #expect(size == TerminalSize(rows: 40, columns: 120))
        }

        @Test("Without a terminal the session does not start")
        func notATerminal() async throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            defer {
                close(ends[0])
                close(ends[1])
            }
            var ran = false
            await #expect(throws: TerminalError.notATerminal) {
                try await TerminalSession.run(input: ends[0], output: ends[1]) { _ in ran = true }
            }
            #expect(!ran)
        }

        @Test("The size falls back to 80×24 when there is no terminal to ask")
        func fallbackSize() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            defer {
                close(ends[0])
                close(ends[1])
            }
            #expect(TerminalSize.current(of: ends[1]) == TerminalSize(rows: 24, columns: 80))
            let tty = try PseudoTerminal(rows: 0, columns: 0)
            #expect(TerminalSize.current(of: tty.device) == .fallback)
            tty.resize(rows: 12, columns: 34)
            #expect(TerminalSize.current(of: tty.device) == TerminalSize(rows: 12, columns: 34))
        }
    }
}

@Suite("Terminal environment")
struct TerminalEnvironmentTests {
    @Test("A pipe is not a terminal; a pseudo-terminal is")
    func isTerminal() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(!TerminalEnvironment.isTerminal(ends[0]))
        let tty = try PseudoTerminal()
        #expect(TerminalEnvironment.isTerminal(tty.device))
    }
}

extension ProcessSignalTests.TerminalSessionTests {
    @MainActor
    @Test("The session can be run from the main actor, as the app does")
    func fromMainActor() async throws {
        let tty = try PseudoTerminal(rows: 5, columns: 20)
        let state = ListScreen(FeedSnapshot(feed: .bookmarks, hasMore: false))
        try await TerminalSession.run(input: tty.device, output: tty.device) { session in
            try session.draw(ComicListView.render(state, size: session.size), size: session.size)
        }
        #expect(tty.output().contains("\u{1B}[1;1H\u{1B}[Kxkcd — Bookmarks"))
    }
}
