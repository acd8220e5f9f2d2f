import Synchronization

/// The retries one page may spend, shared by every request the page makes,
/// so a dead server costs one bounded wait per page, not one per call site.
/// `RetryingNetworkClient` draws on the budget of the current task, if any,
/// and waits for no retry that would end past the budget's deadline.
public final class RetryBudget: Sendable {
    @TaskLocal public static var current: RetryBudget?

    private let remaining: Mutex<Int>
    /// No retry is started after this, and no wait runs past it.
    public let deadline: ContinuousClock.Instant?

    public init(retries: Int, deadline: ContinuousClock.Instant? = nil) {
        remaining = Mutex(max(0, retries))
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

    public var retriesLeft: Int { remaining.withLock { $0 } }

    /// The retries a page of `size` comics gets: enough for a server that
    /// fails every second request (about one retry per comic) with a
    /// quarter to spare, never fewer than `minimum`. First tries plus these
    /// stay under 2.5 requests per comic.
    public static func retries(forPageOf size: Int, minimum: Int) -> Int {
        max(minimum, (max(0, size) * 5 + 3) / 4)
    }

    /// Runs `operation` under the current budget, or under a new one of
    /// `retries` (and `deadline`) when the caller has none (an outer page's budget wins).
    public static func withPageBudget<T: Sendable>(
        retries: Int, deadline: ContinuousClock.Instant? = nil, isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> T
    ) async rethrows -> T {
        if current != nil { return try await operation() }
        return try await $current.withValue(
            RetryBudget(retries: retries, deadline: deadline), operation: operation, isolation: isolation)
    }
}
