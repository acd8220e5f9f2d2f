import Dispatch
import Synchronization

/// Runs the effect handler's tasks, one job at a time, and knows when it has
/// none left to run and no timer is set: then the handler is parked on
/// streams only the test can move, and no event can come until the test acts.
final class QuiescentExecutor: TaskExecutor, Sendable {
    private struct Counts {
        /// Jobs enqueued and not yet run.
        var pending = 0
        /// Tasks in `sleep(for:)`: a timer will wake them without the test.
        var sleeping = 0
        /// Jobs run so far: an idle moment is named by it.
        var finished = 0
    }

    private let queue = DispatchQueue(label: "effect-driver")
    private let counts = Mutex(Counts())
    /// Told each time the executor becomes idle, with that moment's name.
    private let onIdle: @Sendable (Int) -> Void

    init(onIdle: @escaping @Sendable (Int) -> Void) {
        self.onIdle = onIdle
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        counts.withLock { $0.pending += 1 }
        queue.async {
            job.runSynchronously(on: self.asUnownedTaskExecutor())
            let idle = self.counts.withLock { counts -> Int? in
                counts.pending -= 1
                counts.finished += 1
                return counts.pending == 0 && counts.sleeping == 0 ? counts.finished : nil
            }
            if let idle { self.onIdle(idle) }
        }
    }

    /// Whether the executor has been idle since the moment `idle` named.
    func isStill(idle: Int) -> Bool {
        counts.withLock { $0.pending == 0 && $0.sleeping == 0 && $0.finished == idle }
    }

    /// Tells `onIdle` again when idle now, so a wait that starts now gets a mark after what came before.
    func markIfIdle() {
        let idle = counts.withLock { $0.pending == 0 && $0.sleeping == 0 ? $0.finished : nil }
        if let idle { onIdle(idle) }
    }

    /// A sleep the executor counts as work to come.
    func sleep(for duration: Duration) async throws {
        counts.withLock { $0.sleeping += 1 }
        defer { counts.withLock { $0.sleeping -= 1 } }
        try await Task.sleep(for: duration)
    }
}
