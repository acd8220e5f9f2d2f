import ComicData
import Foundation
import Synchronization

/// Serves the stand-in site's files by URL path, logs the paths asked for,
/// and keeps the answer for `held` until `release()`. No sockets.
final class HeldSiteClient: NetworkClient {
    private struct State {
        var isHolding = false
        var isReleased = false
        var waiter: CheckedContinuation<Void, Never>?
        var requested: [String] = []
        /// The retries the first request for each path had to spend (`RetryBudget.current`).
        var retriesLeft: [String: Int] = [:]
        var failingOnce: Set<String>
    }

    private let files: [String: Data]
    private let held: String
    private let state: Mutex<State>

    /// - Parameter failingOnce: paths whose first request gets a 502.
    init(files: [String: Data], held: String, failingOnce: Set<String> = []) {
        self.files = files
        self.held = held
        state = Mutex(State(failingOnce: failingOnce))
    }

    /// True once the held request came and until it is released.
    var isHolding: Bool { state.withLock { $0.isHolding && !$0.isReleased } }
    var requestedPaths: [String] { state.withLock { $0.requested } }
    /// A missing page is logged without its "/", as `send` keys it.
    func retriesLeft(at path: String) -> Int? {
        state.withLock { $0.retriesLeft[path] ?? $0.retriesLeft[String(path.dropLast())] }
    }

    func release() {
        let waiter = state.withLock { state in
            state.isReleased = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    func send(_ request: NetworkRequest) async throws -> NetworkResponse {
        // The site's paths end in "/" for pages; Foundation may or may not keep it.
        let path = request.url.path.hasSuffix(".png") ? request.url.path : request.url.path + "/"
        let key = files[path] == nil ? request.url.path : path
        let retriesLeft = RetryBudget.current?.retriesLeft ?? 0
        let fails = state.withLock { state in
            state.requested.append(key)
            if state.retriesLeft[key] == nil { state.retriesLeft[key] = retriesLeft }
            return state.failingOnce.remove(key) != nil
        }
        if key == held {
            await withCheckedContinuation { continuation in
                let released = state.withLock { state in
                    state.isHolding = true
                    if !state.isReleased { state.waiter = continuation }
                    return state.isReleased
                }
                if released { continuation.resume() }
            }
        }
        if fails { return NetworkResponse(statusCode: 502) }
        guard let body = files[key] else { return NetworkResponse(statusCode: 404) }
        return NetworkResponse(statusCode: 200, body: body)
    }
}
