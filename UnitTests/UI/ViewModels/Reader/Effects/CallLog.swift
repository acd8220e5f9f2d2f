import Synchronization

/// Calls recorded as they happen; a test awaits the one it expects instead
/// of sleeping. A wait ends when its task is cancelled too, so the suite's
/// time limit fails a call that never comes instead of hanging the run.
final class CallLog<Call: Hashable & Sendable>: Sendable {
    private struct Waiter {
        let id: Int
        let call: Call
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var calls: [Call] = []
        var waiters: [Waiter] = []
        var nextID = 0
    }

    private let state = Mutex(State())

    var calls: [Call] { state.withLock { $0.calls } }

    func record(_ call: Call) {
        let ready = state.withLock { state in
            state.calls.append(call)
            let ready = state.waiters.filter { $0.call == call }
            state.waiters.removeAll { $0.call == call }
            return ready
        }
        ready.forEach { $0.continuation.resume() }
    }

    /// Returns once `call` has been recorded (true), or the task is cancelled.
    @discardableResult
    func waitFor(_ call: Call) async -> Bool {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let done = state.withLock { state in
                    if state.calls.contains(call) || Task.isCancelled { return true }
                    state.waiters.append(Waiter(id: id, call: call, continuation: continuation))
                    return false
                }
                if done { continuation.resume() }
            }
        } onCancel: {
            let cancelled = state.withLock { state in
                let cancelled = state.waiters.filter { $0.id == id }
                state.waiters.removeAll { $0.id == id }
                return cancelled
            }
            cancelled.forEach { $0.continuation.resume() }
        }
        return state.withLock { $0.calls.contains(call) }
    }
}
