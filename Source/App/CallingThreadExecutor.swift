import Foundation

/// Runs an async operation to its end on the calling thread: its jobs, and
/// those of the child tasks and default actors it reaches, queue here rather
/// than on the cooperative pool. A one-shot command that only reads the
/// database (`search`, `new` with nothing due) made the pool start threads and
/// tear them down again, for work that never runs two things at once.
///
/// Something that blocks the calling thread until another task runs would
/// wait for ever: only for operations that never do.
final class CallingThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [UnownedJob] = []
    private var finished = false

    private init() {}

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// `operation`'s result, every job of it run on this thread. A `@Sendable`
    /// closure is nonisolated: made on the main actor, it does not wait for it.
    static func run<T: Sendable>(_ operation: @escaping @Sendable () async -> T) -> T? {
        let executor = CallingThreadExecutor()
        let result = ResultBox<T>()
        Task(executorPreference: executor) {
            let value = await operation()
            executor.finish { result.value = value }
        }
        executor.runJobs()
        return result.value
    }

    private func finish(_ store: () -> Void) {
        condition.lock()
        store()
        finished = true
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        condition.lock()
        while true {
            while jobs.isEmpty && !finished { condition.wait() }
            if jobs.isEmpty { break }
            let next = jobs.removeFirst()
            condition.unlock()
            next.runSynchronously(on: asUnownedTaskExecutor())
            condition.lock()
        }
        condition.unlock()
    }

    /// The operation's value, handed from its last job to the caller.
    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}
