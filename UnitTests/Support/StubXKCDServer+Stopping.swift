import Foundation

extension StubState {
    /// Sleeps for `latency`, or less when the server starts stopping, so a
    /// stop never waits out a long latency (a 30 s one used to cost 30 s).
    func pause(for latency: Duration) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await Task.sleep(for: latency) }
            group.addTask { await self.waitUntilStopping() }
            try await group.next()
            group.cancelAll()
        }
    }

    func setStopping(_ stopping: Bool) {
        let waiters = values.withLock { values in
            values.stopping = stopping
            guard stopping else { return [CheckedContinuation<Void, Never>]() }
            defer { values.stopWaiters = [:] }
            return Array(values.stopWaiters.values)
        }
        waiters.forEach { $0.resume() }
    }

    private func waitUntilStopping() async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = values.withLock { values in
                    if values.stopping || Task.isCancelled { return true }
                    values.stopWaiters[id] = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            values.withLock { $0.stopWaiters.removeValue(forKey: id) }?.resume()
        }
    }
}
