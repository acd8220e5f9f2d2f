import Foundation

extension StubXKCDServer {
    /// Holds every response until `releaseResponses()`: the network as slow
    /// as a test needs it to be, without a fixed wait.
    public func holdResponses() {
        state.setHolding(true)
    }

    /// Answers the next `count` requests, then holds every later one until
    /// `releaseResponses()`: a run stopped at a known point, however fast the machine.
    public func holdResponses(after count: Int) {
        state.values.withLock { $0.holdingAfter = $0.requestCount + count }
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
            values.holdingAfter = nil
            guard !holding else { return [CheckedContinuation<Void, Never>]() }
            defer { values.heldWaiters = [:] }
            return Array(values.heldWaiters.values)
        }
        waiters.forEach { $0.resume() }
    }

    /// Returns at once unless responses are held; then when they are released.
    /// `request` is the request's place in the count.
    func waitWhileHeld(request: Int) async {
        let id = UUID()
        await withCheckedContinuation { continuation in
            let now = values.withLock { values in
                guard values.holding || values.holdingAfter.map({ request > $0 }) == true else { return true }
                values.heldWaiters[id] = continuation
                return false
            }
            if now { continuation.resume() }
        }
    }
}
