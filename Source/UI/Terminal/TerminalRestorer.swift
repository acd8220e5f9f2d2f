#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Puts the terminal into raw mode on the alternate screen, and back.
///
/// `restore()` may be called any number of times, from any thread (the
/// signal handlers call it); only the first after `enter()` does anything.
final class TerminalRestorer: Sendable {
    let input: Int32
    let output: Int32
    private let saved = Mutex<termios?>(nil)

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
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
        do {
            try TerminalOutput.write(ControlSequence.enterSession, to: output)
        } catch {
            restore()
            throw error
        }
    }

    func restore() {
        guard var original = saved.withLock({ state -> termios? in
            defer { state = nil }
            return state
        }) else { return }
        // Best effort: there is no one left to tell if the terminal is gone.
        try? TerminalOutput.write(ControlSequence.leaveSession, to: output)
        _ = tcsetattr(input, TCSAFLUSH, &original)
    }
}
