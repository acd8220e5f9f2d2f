import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Turns the signals a terminal program must answer into actions.
///
/// SIGWINCH yields the new size. SIGTERM, SIGINT and SIGHUP arrive as
/// events, so the program ends by cancellation and restores the terminal on
/// its way out; a second one means the program is not listening: the
/// watcher restores the terminal and exits with 128 + the signal, as a shell
/// reports it. The handlers only write the signal's number to a pipe (all a
/// signal handler may safely do); a thread of the watcher's own acts on it.
/// SIGTSTP (Ctrl-Z, or from outside) hands the terminal back to the shell
/// and stops the process, once per TSTP and never for one a later SIGCONT
/// already undid (so stop/continue pairs in a burst leave it running);
/// SIGCONT takes the terminal back and asks for a repaint through `resizes`.
/// `stop()` puts the previous handlers back. One watcher at a time per process.
///
/// Not DispatchSource: on Linux libdispatch installs its handler once per
/// process and never again, so a second session would hear nothing.
final class SignalWatcher: Sendable {
    static let terminating: [Int32] = [SIGTERM, SIGINT, SIGHUP]
    static let watched: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT] + terminating

    private let pipeWrite: Int32
    private let previous: [Int32: sigaction]
    private let finished = DispatchSemaphore(value: 0)

    private init(pipeWrite: Int32, previous: [Int32: sigaction]) {
        self.pipeWrite = pipeWrite
        self.previous = previous
    }

    /// `terminate` runs after the terminal is restored, `stopProcess` after
    /// it is suspended; tests replace both.
    static func start(
        restorer: TerminalRestorer,
        resizes: AsyncStream<TerminalSize>.Continuation,
        terminations: AsyncStream<Int32>.Continuation,
        terminate: @escaping @Sendable (Int32) -> Void = { exit(128 + $0) },
        stopProcess: @escaping @Sendable () -> Void = { _ = kill(getpid(), SIGSTOP) }
    ) throws(TerminalError) -> SignalWatcher {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .systemCall("pipe", errno: errno) }
        // Counted from here: the handler counts only while a pipe is set.
        let continuationsBefore = continuations.load(ordering: .sequentiallyConsistent)
        guard signalPipe.compareExchange(expected: -1, desired: ends[1], ordering: .sequentiallyConsistent).exchanged
        else {
            close(ends[0])
            close(ends[1])
            throw .systemCall("another terminal session is running; signal handling", errno: EBUSY)
        }
        var previous: [Int32: sigaction] = [:]
        for signal in watched {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = forwardSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            _ = sigaction(signal, &action, &old)
            previous[signal] = old
        }
        let watcher = SignalWatcher(pipeWrite: ends[1], previous: previous)
        let pipeRead = ends[0]
        let output = restorer.output
        let thread = Thread { [finished = watcher.finished] in
            var heardTermination = false
            // SIGCONTs read from the pipe, against those the handler counted:
            // more counted means a CONT came after the TSTP in hand.
            var continuationsRead = continuationsBefore
            var isSuspended = false
            while let signal = nextSignal(from: pipeRead) {
                if signal == SIGWINCH {
                    resizes.yield(TerminalSize.current(of: output))
                } else if isHandingOver.load(ordering: .sequentiallyConsistent), signal == SIGINT {
                    continue  // meant for the program the terminal is handed to, as system(3) ignores it
                } else if isHandingOver.load(ordering: .sequentiallyConsistent), signal == SIGTSTP {
                    stopProcess()  // the browser stops too (one job): the shell gets the terminal, fg resumes both
                } else if isHandingOver.load(ordering: .sequentiallyConsistent), signal == SIGCONT {
                    continue  // the browser still has the terminal
                } else if signal == SIGTSTP {
                    // A stop already undone by a later CONT: stopping now would wait for another.
                    guard continuations.load(ordering: .sequentiallyConsistent) == continuationsRead else { continue }
                    restorer.suspend()
                    // Handing the terminal back takes a while: a CONT that came meanwhile undoes this stop too.
                    guard continuations.load(ordering: .sequentiallyConsistent) == continuationsRead else {
                        restorer.resume()
                        continue
                    }
                    isSuspended = true
                    stopProcess()
                } else if signal == SIGCONT {
                    continuationsRead += 1
                    if isSuspended { restorer.resume() }
                    isSuspended = false
                    resizes.yield(TerminalSize.current(of: output))
                } else if !heardTermination, case .enqueued = terminations.yield(signal) {
                    heardTermination = true
                } else {
                    restorer.restore()
                    terminate(signal)
                }
            }
            close(pipeRead)
            finished.signal()
        }
        thread.name = "xkcd-signals"
        thread.start()
        return watcher
    }

    func stop() {
        for (signal, action) in previous {
            var action = action
            _ = sigaction(signal, &action, nil)
        }
        signalPipe.store(-1, ordering: .sequentiallyConsistent)
        var stop: UInt8 = 0
        _ = write(pipeWrite, &stop, 1)
        _ = finished.wait(timeout: .now() + .seconds(1))
        close(pipeWrite)
    }

    /// The next signal number from the pipe; nil on the stop byte (0) or an error.
    private static func nextSignal(from fd: Int32) -> Int32? {
        var byte: UInt8 = 0
        while true {
            let count = read(fd, &byte, 1)
            if count == 1 { return byte == 0 ? nil : Int32(byte) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }
}

/// While another program has the terminal (a browser), Ctrl-C and Ctrl-Z are its own.
let isHandingOver = Atomic<Bool>(false)

/// SIGCONTs the handler has seen, counted before each is written to the pipe.
private let continuations = Atomic<Int>(0)

/// Where the signal handler writes; -1 when no watcher runs.
private let signalPipe = Atomic<Int32>(-1)

/// The signal handler: async-signal-safe, it only writes one byte.
private func forwardSignal(_ signal: Int32) {
    let savedErrno = errno
    let fd = signalPipe.load(ordering: .sequentiallyConsistent)
    if fd >= 0 {
        if signal == SIGCONT { continuations.add(1, ordering: .sequentiallyConsistent) }
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(fd, &byte, 1)
    }
    errno = savedErrno
}
