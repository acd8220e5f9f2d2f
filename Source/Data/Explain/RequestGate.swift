/// At most `limit` operations at once; the rest wait their turn in order.
/// Cancelling a waiter takes it out of the queue.
actor RequestGate {
    private let limit: Int
    private var running = 0
    private var waiting: [(id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextID = 0

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `operation` once fewer than `limit` others run.
    func run<T: Sendable>(_ operation: @Sendable () async throws -> T) async throws -> T {
        try await enter()
        defer { leave() }
        return try await operation()
    }

    private func enter() async throws {
        try Task.checkCancellation()
        if running < limit {
            running += 1
            return
        }
        let id = nextID
        nextID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Cancelled before this ran: the handler found nothing to take out.
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiting.append((id, continuation))
                }
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    private func leave() {
        if waiting.isEmpty {
            running -= 1
        } else {
            // The slot passes straight to the next waiter.
            waiting.removeFirst().continuation.resume()
        }
    }

    private func cancelWaiter(_ id: Int) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
        waiting.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}
