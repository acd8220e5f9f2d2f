import Synchronization

/// Calls recorded as they happen; a test awaits the one it expects instead
/// of sleeping (the suite's time limit fails a call that never comes).
final class CallLog<Call: Hashable & Sendable>: Sendable {
    private struct State {
        var calls: [Call] = []
        var waiters: [(call: Call, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    var calls: [Call] { state.withLock { $0.calls } }

    func record(_ call: Call) {
        let ready = state.withLock { state in
            state.calls.append(call)
            let ready = state.waiters.filter { $0.call == call }.map(\.continuation)
            state.waiters.removeAll { $0.call == call }
            return ready
        }
        ready.forEach { $0.resume() }
    }

    /// Returns once `call` has been recorded.
    func waitFor(_ call: Call) async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state in
                if state.calls.contains(call) { return true }
                state.waiters.append((call, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }
}
