#if canImport(Glibc)
import Glibc
#endif

/// The terminal put back when the process crashes (SIGSEGV, SIGBUS, SIGILL
/// and SIGTRAP from a Swift trap, SIGFPE, SIGABRT): mouse reports off, the
/// main screen, the shell's modes; then the signal goes on and the process
/// dies as it would have (the handler before ours, Swift's backtracer, gets
/// it). The handler only writes bytes prepared beforehand and calls
/// tcsetattr and sigaction, all async-signal-safe.
enum CrashRestorer {
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// From now on a crash restores `output` and `input` (its modes `original`).
    static func install(input: Int32, output: Int32, original: termios) {
        let state = crashState
        let wasActive = state.pointee.isActive
        state.pointee.input = input
        state.pointee.output = output
        state.pointee.original = original
        state.pointee.isActive = true
        // Installed already: saving ours as "the handler before" would loop on a crash.
        guard !wasActive else { return }
        for (index, signal) in fatalSignals.enumerated() {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = restoreOnCrash
            sigemptyset(&action.sa_mask)
            // On the alternate stack where there is one (Swift's backtracer sets it): a stack overflow too.
            action.sa_flags = SA_ONSTACK
            _ = sigaction(signal, &action, previousActions + index)
        }
    }

    /// The session ended normally: the handlers before ours come back.
    static func uninstall() {
        crashState.pointee.isActive = false
        for (index, signal) in fatalSignals.enumerated() { _ = sigaction(signal, previousActions + index, nil) }
    }
}

private struct CrashState {
    var isActive = false
    var input: Int32 = -1
    var output: Int32 = -1
    var original = termios()
}

/// Allocated before any handler can run: the handler touches no lazy global.
/// Unsafe on purpose: a signal handler can take no lock; one session at a
/// time writes it (before its handlers are installed), the handler reads it.
nonisolated(unsafe) private let crashState: UnsafeMutablePointer<CrashState> = {
    let state = UnsafeMutablePointer<CrashState>.allocate(capacity: 1)
    state.initialize(to: CrashState())
    return state
}()

/// Written once, read by the handler only.
nonisolated(unsafe) private let crashBytes: UnsafeMutableBufferPointer<UInt8> = {
    let bytes = Array(ControlSequence.leaveSession.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
}()

/// The handlers ours replaced, one per fatal signal, in `fatalSignals`' order.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: CrashRestorer.fatalSignals.count)
    actions.initialize(repeating: sigaction(), count: CrashRestorer.fatalSignals.count)
    return actions
}()

/// The fatal signals as a C array, for the handler.
nonisolated(unsafe) private let fatalSignalList: UnsafeMutableBufferPointer<Int32> = {
    let list = UnsafeMutableBufferPointer<Int32>.allocate(capacity: CrashRestorer.fatalSignals.count)
    _ = list.initialize(from: CrashRestorer.fatalSignals)
    return list
}()

/// Touches every global, so their one-time setup never runs inside the handler.
private let prepared: Bool = {
    _ = crashState
    _ = crashBytes
    _ = previousActions
    _ = fatalSignalList
    return true
}()

private func restoreOnCrash(_ signal: Int32) {
    let state = crashState
    if state.pointee.isActive {
        state.pointee.isActive = false
        _ = write(state.pointee.output, crashBytes.baseAddress, crashBytes.count)
        _ = tcsetattr(state.pointee.input, TCSAFLUSH, &state.pointee.original)
    }
    // The handler before ours takes it from here, as if ours had never been.
    for index in fatalSignalList.indices where fatalSignalList[index] == signal {
        _ = sigaction(signal, previousActions + index, nil)
    }
    raise(signal)
}

extension CrashRestorer {
    /// Prepares the handler's globals; call before `install`.
    static func prepare() {
        _ = prepared
    }
}
