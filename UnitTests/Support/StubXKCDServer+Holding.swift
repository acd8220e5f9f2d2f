import Foundation

extension StubXKCDServer {
    /// Holds every response until `releaseResponses()`: the network as slow
    /// as a test needs it to be, without a fixed wait.
    public func holdResponses() {
        state.setHolding(true)
    }

    /// Sends the held responses, and answers at once from now on.
    public func releaseResponses() {
        state.setHolding(false)
    }
}

extension StubState {
    func setHolding(_ holding: Bool) {
        let waiters = values.withLock { values in
            values.holding = holding
            guard !holding else { return [CheckedContinuation<Void, Never>]() }
            defer { values.heldWaiters = [:] }
            return Array(values.heldWaiters.values)
        }
        waiters.forEach { $0.resume() }
    }

    /// Returns at once unless responses are held; then when they are released.
    func waitWhileHeld() async {
        let id = UUID()
        await withCheckedContinuation { continuation in
            let now = values.withLock { values in
                guard values.holding else { return true }
                values.heldWaiters[id] = continuation
                return false
            }
            if now { continuation.resume() }
        }
    }
}
