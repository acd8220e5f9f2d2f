import Synchronization

/// The retries one page may spend, shared by every request the page makes,
/// so a dead server costs one bounded wait per page, not one per call site.
/// `RetryingNetworkClient` draws on the budget of the current task, if any,
/// and waits for no retry that would end past the budget's deadline.
///
/// The budget grows with the page: every answer that needed no retry earns
/// more (a retry budget in the manner of Finagle's and gRPC's). A flaky
/// server that fails every other request earns about as many retries as it
/// costs, so its pages mostly come back whole; a server that always fails earns
/// none and costs the page only its first retries.
public final class RetryBudget: Sendable {
    @TaskLocal public static var current: RetryBudget?

    private let remaining: Mutex<Int>
    /// Retries each good answer adds.
    public let earnedPerAnswer: Int
    /// No retry is started after this, and no wait runs past it.
    public let deadline: ContinuousClock.Instant?

    public init(retries: Int, earnedPerAnswer: Int = 0, deadline: ContinuousClock.Instant? = nil) {
        remaining = Mutex(max(0, retries))
        self.earnedPerAnswer = max(0, earnedPerAnswer)
        self.deadline = deadline
    }

    /// Takes one retry; false when none is left.
    public func take() -> Bool {
        remaining.withLock { remaining in
            guard remaining > 0 else { return false }
            remaining -= 1
            return true
        }
    }

    /// Takes one retry that starts after waiting `delay`; false (and none
    /// taken) when none is left or the wait would end past the deadline.
    public func take(after delay: Duration, now: ContinuousClock.Instant = .now) -> Bool {
        if let deadline, now.advanced(by: delay) >= deadline { return false }
        return take()
    }

    /// A request got a good answer (one not worth retrying): the page earns more retries.
    public func earn() {
        guard earnedPerAnswer > 0 else { return }
        remaining.withLock { $0 += earnedPerAnswer }
    }

    public var retriesLeft: Int { remaining.withLock { $0 } }

    /// Runs `operation` under the current budget, or under a new one
    /// (`retries` to start with, `earnedPerAnswer`, `deadline`) when the
    /// caller has none (an outer page's budget wins).
    public static func withPageBudget<T: Sendable>(
        retries: Int, earnedPerAnswer: Int = 0, deadline: ContinuousClock.Instant? = nil,
        isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> T
    ) async rethrows -> T {
        if current != nil { return try await operation() }
        let budget = RetryBudget(retries: retries, earnedPerAnswer: earnedPerAnswer, deadline: deadline)
        return try await $current.withValue(budget, operation: operation, isolation: isolation)
    }
}
