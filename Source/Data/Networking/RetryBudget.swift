import Synchronization

/// The retries one page may spend, shared by every request the page makes,
/// so a dead server costs one bounded wait per page, not one per call site.
/// `RetryingNetworkClient` draws on the budget of the current task, if any.
public final class RetryBudget: Sendable {
    @TaskLocal public static var current: RetryBudget?

    private let remaining: Mutex<Int>

    public init(retries: Int) {
        remaining = Mutex(max(0, retries))
    }

    /// Takes one retry; false when none is left.
    public func take() -> Bool {
        remaining.withLock { remaining in
            guard remaining > 0 else { return false }
            remaining -= 1
            return true
        }
    }

    public var retriesLeft: Int { remaining.withLock { $0 } }

    /// Runs `operation` under the current budget, or under a new one of
    /// `retries` when the caller has none (an outer page's budget wins).
    public static func withPageBudget<T: Sendable>(
        retries: Int, isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> T
    ) async rethrows -> T {
        if current != nil { return try await operation() }
        return try await $current.withValue(RetryBudget(retries: retries), operation: operation, isolation: isolation)
    }
}
