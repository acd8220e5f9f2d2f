import Synchronization

/// A clock that moves only when a test advances it, and counts who sleeps
/// on it: a poller driven by it runs exactly as often as the test says.
public final class ManualClock: Clock, Sendable {
    public struct Instant: InstantProtocol {
        public let offset: Duration

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
        /// The most sleepers there ever were at one time.
        var peakSleepers = 0
        var sleeperWaiters: [(isReady: @Sendable (Int) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    /// How many tasks sleep on the clock now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }
    public var peakSleeperCount: Int { state.withLock { $0.peakSleepers } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = state.withLock { state in
                    if deadline <= state.now || Task.isCancelled { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    state.peakSleepers = max(state.peakSleepers, state.sleepers.count)
                    return false
                }
                if resumeNow {
                    Task.isCancelled ? continuation.resume(throwing: CancellationError()) : continuation.resume()
                } else {
                    resumeSleeperWaiters()
                }
            }
        } onCancel: {
            let cancelled = state.withLock { state in
                let found = state.sleepers.first { $0.id == id }
                state.sleepers.removeAll { $0.id == id }
                return found
            }
            cancelled?.continuation.resume(throwing: CancellationError())
            resumeSleeperWaiters()
        }
        resumeSleeperWaiters()
    }

    /// Moves time on and wakes every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        due.forEach { $0.continuation.resume() }
        resumeSleeperWaiters()
    }

    /// Returns once exactly `count` tasks sleep on the clock.
    public func waitUntilSleepers(_ count: Int) async {
        await waitUntilSleepers { $0 == count }
    }

    /// Returns once at least `count` tasks sleep on the clock.
    public func waitUntilSleepers(atLeast count: Int) async {
        await waitUntilSleepers { $0 >= count }
    }

    private func waitUntilSleepers(where isReady: @escaping @Sendable (Int) -> Bool) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                if isReady(state.sleepers.count) { return true }
                state.sleeperWaiters.append((isReady, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    private func resumeSleeperWaiters() {
        let ready = state.withLock { state in
            let count = state.sleepers.count
            let ready = state.sleeperWaiters.filter { $0.isReady(count) }
            state.sleeperWaiters.removeAll { $0.isReady(count) }
            return ready
        }
        ready.forEach { $0.continuation.resume() }
    }
}
