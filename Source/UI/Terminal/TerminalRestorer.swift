import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Puts the terminal into raw mode on the alternate screen, and back.
///
/// `restore()` may be called any number of times, from any thread (the
/// signal handlers call it); only the first after `enter()` does anything.
/// `suspend()` and `resume()` hand the terminal to the shell and take it
/// back around a job-control stop.
final class TerminalRestorer: Sendable {
    let input: Int32
    let output: Int32
    /// Mouse reports on while the session has the terminal.
    let mouse: Bool
    private let saved = Mutex<termios?>(nil)
    private let resumptions = Atomic<Int>(0)

    init(input: Int32, output: Int32, mouse: Bool = false) {
        self.input = input
        self.output = output
        self.mouse = mouse
    }

    func enter() throws(TerminalError) {
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
        // No echo, no line editing, no signals from keys (Ctrl-C arrives as a
        // byte), no CR/LF translation, reads return as soon as a byte is there.
        var raw = original
        cfmakeraw(&raw)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw .systemCall("tcsetattr", errno: errno) }
        saved.withLock { $0 = original }
        CrashRestorer.prepare()
        CrashRestorer.install(input: input, output: output, original: original)
        do {
            try TerminalOutput.write(ControlSequence.enterSession(mouse: mouse), to: output)
        } catch {
            restore()
            throw error
        }
    }

    /// Puts the terminal back as the shell had it, keeping the saved modes for `resume()`.
    func suspend() {
        guard var original = saved.withLock({ $0 }) else { return }
        try? TerminalOutput.write(ControlSequence.leaveSession, to: output)
        _ = tcsetattr(input, TCSAFLUSH, &original)
    }

    /// Raw mode and the alternate screen again, after a stop; the screen must be repainted.
    func resume() {
        guard var raw = saved.withLock({ $0 }) else { return }
        cfmakeraw(&raw)
        _ = tcsetattr(input, TCSAFLUSH, &raw)
        try? TerminalOutput.write(ControlSequence.enterSession(mouse: mouse), to: output)
        resumptions.add(1, ordering: .sequentiallyConsistent)
    }

    /// How many times the terminal was taken back; a change means what was on screen is gone.
    var resumeCount: Int {
        resumptions.load(ordering: .sequentiallyConsistent)
    }

    func restore() {
        guard
            var original = saved.withLock({ state -> termios? in
                defer { state = nil }
                return state
            })
        else { return }
        CrashRestorer.uninstall()
        // Best effort: there is no one left to tell if the terminal is gone.
        try? TerminalOutput.write(ControlSequence.leaveSession, to: output)
        _ = tcsetattr(input, TCSAFLUSH, &original)
    }
}
