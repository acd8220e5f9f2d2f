import Foundation

/// When and how long to wait before trying a request again.
public struct RetryPolicy: Sendable {
    /// Total tries, the first included.
    public var maximumAttempts: Int
    /// The wait before the second try; each later wait doubles it.
    public var baseDelay: Duration
    /// No backoff wait is longer.
    public var maximumDelay: Duration
    /// The longest Retry-After honoured; a server asking for more gets its
    /// answer back at once. A page's deadline may cut it shorter.
    public var maximumRetryAfter: Duration
    /// Tries, the first included, when the host cannot be reached at all. A
    /// refused connection or a failed lookup rarely heals within seconds, and
    /// offline every wait delays the cached feed, so these get one quick retry.
    public var maximumAttemptsWhenUnreachable: Int
    public var unreachableDelay: Duration
    /// Tries, the first included, after a timeout: each one already waited a
    /// whole timeout, so a dead server costs two waits, not three.
    public var maximumAttemptsAfterTimeout: Int

    public init(
        maximumAttempts: Int = 3, baseDelay: Duration = .milliseconds(250), maximumDelay: Duration = .seconds(5),
        maximumAttemptsWhenUnreachable: Int = 2, unreachableDelay: Duration = .milliseconds(50),
        maximumAttemptsAfterTimeout: Int = 2, maximumRetryAfter: Duration = .seconds(10)
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.maximumAttemptsWhenUnreachable = max(1, min(maximumAttemptsWhenUnreachable, self.maximumAttempts))
        self.unreachableDelay = unreachableDelay
        self.maximumAttemptsAfterTimeout = max(1, min(maximumAttemptsAfterTimeout, self.maximumAttempts))
        self.maximumRetryAfter = maximumRetryAfter
    }

    /// How many tries a transport error deserves.
    func attempts(after error: NetworkError) -> Int {
        if case .unreachable = error { return maximumAttemptsWhenUnreachable }
        if case .timedOut = error { return maximumAttemptsAfterTimeout }
        // A stalled connection's queue: the retry opens a new connection.
        if case .notSent = error { return maximumAttemptsAfterTimeout }
        return error.isTransient ? maximumAttempts : 1
    }

    /// Transient statuses: the server may answer differently soon.
    public func isTransient(statusCode: Int) -> Bool {
        Self.isTransient(statusCode: statusCode)
    }

    public static func isTransient(statusCode: Int) -> Bool {
        statusCode == 429 || statusCode == 408 || (500...599).contains(statusCode)
    }

    /// Full jitter: a random wait up to the exponential backoff for this attempt.
    func backoff(afterAttempt attempt: Int, random: Double) -> Duration {
        let ceiling = min(baseDelay * (1 << min(attempt - 1, 20)), maximumDelay)
        return ceiling * min(max(random, 0), 1)
    }
}

/// Retries transient failures of any `NetworkClient`: timeouts, unreachable
/// hosts, 5xx, 408 and 429 (honouring Retry-After), with exponential backoff
/// and jitter. Other failures and statuses pass straight through. Retries
/// also draw on the current task's `RetryBudget`, when it has one, and
/// never wait past its deadline.
public struct RetryingNetworkClient<Base: NetworkClient>: NetworkClient {
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    public let base: Base
    public let policy: RetryPolicy
    private let sleep: Sleep
    private let random: @Sendable () -> Double
    private let now: @Sendable () -> Date

    /// `sleep`, `random` and `now` are seams for tests, which must not wait.
    public init(
        base: Base,
        policy: RetryPolicy = RetryPolicy(),
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) },
        random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.base = base
        self.policy = policy
        self.sleep = sleep
        self.random = random
        self.now = now
    }

    public func send(_ request: NetworkRequest) async throws -> NetworkResponse {
        var attempt = 1
        while true {
            let delay: Duration
            do {
                let response = try await base.send(request)
                guard policy.isTransient(statusCode: response.statusCode) else {
                    RetryBudget.current?.earn()
                    return response
                }
                guard attempt < policy.maximumAttempts else { return response }
                if let retryAfter = RetryAfter.delay(in: response, now: now()) {
                    // A server asking for a longer pause than we are willing to wait gets its answer back.
                    guard retryAfter <= policy.maximumRetryAfter else { return response }
                    delay = retryAfter
                } else {
                    delay = policy.backoff(afterAttempt: attempt, random: random())
                }
                guard Self.mayRetry(after: delay) else { return response }
            } catch let error as NetworkError where attempt < policy.attempts(after: error) {
                if case .unreachable = error {
                    delay = policy.unreachableDelay * min(max(random(), 0), 1)
                } else {
                    delay = policy.backoff(afterAttempt: attempt, random: random())
                }
                guard Self.mayRetry(after: delay) else { throw error }
            }
            try await sleep(delay)
            attempt += 1
        }
    }

    /// The page's retry budget, when there is one, allows another try after
    /// `delay` (and is charged for it): retries left, and time before its deadline.
    private static func mayRetry(after delay: Duration) -> Bool {
        RetryBudget.current?.take(after: delay) ?? true
    }
}

extension NetworkClient {
    /// This client wrapped in retries for transient failures.
    public func retrying(policy: RetryPolicy = RetryPolicy()) -> RetryingNetworkClient<Self> {
        RetryingNetworkClient(base: self, policy: policy)
    }
}
