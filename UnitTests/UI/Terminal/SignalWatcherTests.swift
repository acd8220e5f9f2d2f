@testable import ComicUI
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Sends real signals to this process, which only the watcher may hear.
extension ProcessSignalTests {
    @Suite("Signal watcher")
    struct SignalWatcherTests {
        @Test("SIGTERM, SIGINT and SIGHUP restore the terminal before exiting", .timeLimit(.minutes(1)), arguments: [SIGTERM, SIGINT, SIGHUP])
        func terminatingSignal(signal: Int32) async throws {
            // Given a terminal in raw mode on the alternate screen
            let tty = try PseudoTerminal()
            let original = tty.modes()
            let restorer = TerminalRestorer(input: tty.device, output: tty.device)
            try restorer.enter()
            #expect(tty.modes().isRaw)
            _ = tty.output()
            let (resizes, resizeContinuation) = AsyncStream<TerminalSize>.makeStream()
            let (exits, exitContinuation) = AsyncStream<Int32>.makeStream()
            let watcher = try SignalWatcher.start(restorer: restorer, resizes: resizeContinuation) { exitContinuation.yield(128 + $0) }
            defer { watcher.stop() }

            // When the process is told to stop
            kill(getpid(), signal)

            // Then it would exit with 128 + the signal, the terminal already restored
            var iterator = exits.makeAsyncIterator()
            #expect(await iterator.next() == 128 + signal)
            #expect(tty.modes() == original)
            #expect(tty.output() == "\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
            resizeContinuation.finish()
            _ = resizes
        }

        @Test("A second watcher cannot start while one runs")
        func oneAtATime() throws {
            let tty = try PseudoTerminal()
            let restorer = TerminalRestorer(input: tty.device, output: tty.device)
            let (_, continuation) = AsyncStream<TerminalSize>.makeStream()
            let first = try SignalWatcher.start(restorer: restorer, resizes: continuation) { _ in }
            #expect(throws: TerminalError.self) {
                try SignalWatcher.start(restorer: restorer, resizes: continuation) { _ in }
            }
            first.stop()
            let again = try SignalWatcher.start(restorer: restorer, resizes: continuation) { _ in }
            again.stop()
        }
    }
}
