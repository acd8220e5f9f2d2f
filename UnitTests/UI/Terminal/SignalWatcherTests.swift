import Dispatch
import Synchronization
import Testing

@testable import ComicUI

#if canImport(Glibc)
import Glibc
#endif

/// Sends real signals to this process, which only the watcher may hear.
extension ProcessSignalTests {
    @Suite("Signal watcher")
    struct SignalWatcherTests {
        @Test(
            "SIGTERM, SIGINT and SIGHUP arrive as events, leaving the terminal to the program", .timeLimit(.minutes(1)),
            arguments: [SIGTERM, SIGINT, SIGHUP])
        func terminatingSignalIsAnEvent(signal: Int32) async throws {
            let tty = try PseudoTerminal()
            let original = tty.modes()
            let restorer = TerminalRestorer(input: tty.device, output: tty.device)
            try restorer.enter()
            let (_, resizeContinuation) = AsyncStream<TerminalSize>.makeStream()
            let (terminations, terminationContinuation) = AsyncStream<Int32>.makeStream()
            let (exits, exitContinuation) = AsyncStream<Int32>.makeStream()
            let watcher = try SignalWatcher.start(
                restorer: restorer, resizes: resizeContinuation, terminations: terminationContinuation
            ) { exitContinuation.yield(128 + $0) }

            kill(getpid(), signal)

            var iterator = terminations.makeAsyncIterator()
            #expect(await iterator.next() == signal)
            #expect(tty.modes().isRaw, "the program restores the terminal on its way out, not the watcher")
            watcher.stop()
            exitContinuation.finish()
            var exitIterator = exits.makeAsyncIterator()
            #expect(await exitIterator.next() == nil, "nothing exited")
            restorer.restore()
            #expect(tty.modes() == original)
        }

        @Test(
            "A second SIGTERM, SIGINT or SIGHUP restores the terminal and exits: the program is not listening",
            .timeLimit(.minutes(1)), arguments: [SIGTERM, SIGINT, SIGHUP])
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
            let (terminations, terminationContinuation) = AsyncStream<Int32>.makeStream()
            let watcher = try SignalWatcher.start(
                restorer: restorer, resizes: resizeContinuation, terminations: terminationContinuation
            ) { exitContinuation.yield(128 + $0) }
            defer { watcher.stop() }

            // When the process is told to stop twice
            kill(getpid(), signal)
            var events = terminations.makeAsyncIterator()
            #expect(await events.next() == signal)
            kill(getpid(), signal)

            // Then it would exit with 128 + the signal, the terminal already restored
            var iterator = exits.makeAsyncIterator()
            #expect(await iterator.next() == 128 + signal)
            #expect(tty.modes() == original)
            #expect(tty.output() == "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
            resizeContinuation.finish()
            _ = resizes
        }

        @Test(
            "SIGTSTP hands the terminal back before stopping; SIGCONT takes it back and asks for a repaint",
            .timeLimit(.minutes(1)))
        func jobControl() async throws {
            // Given a terminal in raw mode on the alternate screen
            let tty = try PseudoTerminal(rows: 20, columns: 60)
            let original = tty.modes()
            let restorer = TerminalRestorer(input: tty.device, output: tty.device)
            try restorer.enter()
            _ = tty.output()
            let (resizes, resizeContinuation) = AsyncStream<TerminalSize>.makeStream()
            let (_, terminations) = AsyncStream<Int32>.makeStream()
            let (stops, stopContinuation) = AsyncStream<Bool>.makeStream()
            let device = tty.device
            // The stop itself is replaced: it records whether the shell got its
            // terminal back, then continues the process as `fg` would.
            let watcher = try SignalWatcher.start(
                restorer: restorer, resizes: resizeContinuation, terminations: terminations, terminate: { _ in },
                stopProcess: {
                    var modes = termios()
                    tcgetattr(device, &modes)
                    stopContinuation.yield(modes.c_lflag & tcflag_t(ICANON) != 0)
                    kill(getpid(), SIGCONT)
                })
            defer { watcher.stop() }

            // When the process is stopped and continued
            #expect(restorer.resumeCount == 0)
            kill(getpid(), SIGTSTP)

            // Then the terminal was the shell's (line mode) while stopped, and is raw again after
            var stopped = stops.makeAsyncIterator()
            #expect(await stopped.next() == true)
            var sizes = resizes.makeAsyncIterator()
            #expect(await sizes.next() == TerminalSize(rows: 20, columns: 60))
            #expect(tty.modes().isRaw)
            #expect(restorer.resumeCount == 1)
            #expect(
                tty.output()
                    == "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J\u{1B}[?2004h"
            )
            restorer.restore()
            #expect(tty.modes() == original)
        }

        @Test(
            "ten stop/continue pairs in a burst leave it running: no stop for a TSTP a later CONT undid",
            .timeLimit(.minutes(1)))
        func jobControlBurst() async throws {
            // Given a session whose stop records whether a CONT could still come to end it
            let tty = try PseudoTerminal(rows: 20, columns: 60)
            let restorer = TerminalRestorer(input: tty.device, output: tty.device)
            try restorer.enter()
            let (resizes, resizeContinuation) = AsyncStream<TerminalSize>.makeStream()
            let (_, terminations) = AsyncStream<Int32>.makeStream()
            let pairs = 10
            let continuesSent = Atomic<Int>(0)
            let stopsLeftStopped = Atomic<Int>(0)
            let burstSent = DispatchSemaphore(value: 0)
            let isFirstStop = Atomic<Bool>(true)
            let watcher = try SignalWatcher.start(
                restorer: restorer, resizes: resizeContinuation, terminations: terminations, terminate: { _ in },
                stopProcess: {
                    // A real stop after the last CONT was sent would never be continued.
                    if continuesSent.load(ordering: .sequentiallyConsistent) == pairs {
                        stopsLeftStopped.add(1, ordering: .sequentiallyConsistent)
                    }
                    // The first stop lasts until the burst is sent, so the rest waits in the pipe.
                    if isFirstStop.exchange(false, ordering: .sequentiallyConsistent) {
                        _ = burstSent.wait(timeout: .now() + .seconds(5))
                    }
                })
            defer { watcher.stop() }

            // When ten TSTP/CONT pairs arrive faster than the watcher reads them (each handled
            // as it is sent: this thread takes them, else a pending TSTP is dropped by the next CONT)
            var jobSignals = sigset_t()
            var previousMask = sigset_t()
            sigemptyset(&jobSignals)
            sigaddset(&jobSignals, SIGTSTP)
            sigaddset(&jobSignals, SIGCONT)
            pthread_sigmask(SIG_UNBLOCK, &jobSignals, &previousMask)
            for _ in 0..<pairs {
                kill(getpid(), SIGTSTP)
                kill(getpid(), SIGCONT)
                continuesSent.add(1, ordering: .sequentiallyConsistent)
            }
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
            burstSent.signal()

            // Then, once the watcher has read all of it (a resize after the burst, in order, marks the end;
            // the kernel may merge pending signals), no stop is left waiting and the terminal is the reader's
            tty.resize(rows: 30, columns: 70)
            kill(getpid(), SIGWINCH)
            for await size in resizes where size == TerminalSize(rows: 30, columns: 70) { break }
            #expect(stopsLeftStopped.load(ordering: .sequentiallyConsistent) == 0)
            #expect(tty.modes().isRaw)
            restorer.restore()
        }

        @Test("A second watcher cannot start while one runs")
        func oneAtATime() throws {
            let tty = try PseudoTerminal()
            let restorer = TerminalRestorer(input: tty.device, output: tty.device)
            let (_, continuation) = AsyncStream<TerminalSize>.makeStream()
            let (_, terminations) = AsyncStream<Int32>.makeStream()
            let first = try SignalWatcher.start(restorer: restorer, resizes: continuation, terminations: terminations) {
                _ in
            }
            #expect(throws: TerminalError.self) {
                try SignalWatcher.start(restorer: restorer, resizes: continuation, terminations: terminations) { _ in }
            }
            first.stop()
            let again = try SignalWatcher.start(restorer: restorer, resizes: continuation, terminations: terminations) {
                _ in
            }
            again.stop()
        }
    }
}
