import Foundation
import Synchronization

/// What the requests of one run share: a pause that a 429 or 503 asks of
/// every request (for its Retry-After, else `defaultPause`, never longer
/// than `longestPause`), and the HTTP version the server answers in, from
/// which the run takes its concurrency.
public final class RequestPace: Sendable {
    private struct State {
        var pausedUntil: ContinuousClock.Instant?
        var httpVersion = 0
        var pauses = 0
        /// A response came, or a connection was seen to multiplex.
        var heard = false
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0
        var cancelledWaiters: Set<Int> = []

        /// Marks the run as heard from; the waiters to resume.
        mutating func hear() -> [CheckedContinuation<Void, Never>] {
            heard = true
            defer { waiters.removeAll() }
            return Array(waiters.values)
        }
    }

    public let defaultPause: Duration
    public let longestPause: Duration
    private let state = Mutex(State())

    public init(defaultPause: Duration = .seconds(1), longestPause: Duration = .seconds(10)) {
        self.defaultPause = defaultPause
        self.longestPause = longestPause
    }

    /// The HTTP major version of the latest response (1, 2 or 3); 0 before any.
    public var httpVersion: Int { state.withLock { $0.httpVersion } }
    /// How many responses asked the run to pause.
    public var pauses: Int { state.withLock { $0.pauses } }

    /// How long a request starting at `now` still has to wait; zero when not paused.
    public func remainingPause(at now: ContinuousClock.Instant) -> Duration {
        state.withLock { state in
            guard let until = state.pausedUntil, until > now else { return .zero }
            return until - now
        }
    }

    /// Takes note of a response: its version, and a pause when it asks for one.
    public func note(_ response: NetworkResponse, at now: ContinuousClock.Instant, date: Date) {
        let asksToPause = response.statusCode == 429 || response.statusCode == 503
        let pause =
            asksToPause ? min(RetryAfter.delay(in: response, now: date) ?? defaultPause, longestPause) : .zero
        let waiters = state.withLock { state in
            if response.httpVersion > 0 { state.httpVersion = response.httpVersion }
            if asksToPause {
                state.pauses += 1
                state.pausedUntil = max(state.pausedUntil ?? now, now + pause)
            }
            return state.hear()
        }
        waiters.forEach { $0.resume() }
    }

    /// A request went out on a connection that multiplexes (HTTP/2): the
    /// protocol, known when the connection is up, before any answer.
    public func noteMultiplexed() {
        let waiters = state.withLock { state in
            if state.httpVersion == 0 { state.httpVersion = 2 }
            return state.hear()
        }
        waiters.forEach { $0.resume() }
    }

    /// Returns once a response came or a connection was seen to multiplex
    /// (at once if either happened already), or when the task is cancelled.
    public func firstNews() async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let waits = state.withLock { state in
                    guard !state.heard, state.cancelledWaiters.remove(id) == nil else { return false }
                    state.waiters[id] = continuation
                    return true
                }
                if !waits { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                state.cancelledWaiters.insert(id)
                return state.waiters.removeValue(forKey: id)
            }
            waiter?.resume()
        }
    }
}

/// Sends every request through a `RequestPace`: none starts while the pace
/// is paused, and every response is noted. Below the retries, so a retry
/// waits for the pause like any other request.
public struct PacedNetworkClient<Base: NetworkClient>: NetworkClient {
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    public let base: Base
    public let pace: RequestPace
    private let sleep: Sleep

    /// `sleep` is a seam for tests, which must not wait.
    public init(base: Base, pace: RequestPace, sleep: @escaping Sleep = { try await Task.sleep(for: $0) }) {
        self.base = base
        self.pace = pace
        self.sleep = sleep
    }

    public func send(_ request: NetworkRequest) async throws -> NetworkResponse {
        let clock = ContinuousClock()
        // Bounded: each wait is at most the pace's longest pause, and a pause
        // only grows when a response asks again.
        var waits = 0
        while waits < 3 {
            let wait = pace.remainingPause(at: clock.now)
            guard wait > .zero else { break }
            try await sleep(wait)
            waits += 1
        }
        let response = try await base.send(request)
        pace.note(response, at: clock.now, date: Date())
        return response
    }
}

extension NetworkClient {
    /// This client with its requests paced by `pace`.
    public func paced(by pace: RequestPace) -> PacedNetworkClient<Self> {
        PacedNetworkClient(base: self, pace: pace)
    }
}
