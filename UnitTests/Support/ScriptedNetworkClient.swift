import ComicData
import Foundation

/// A `NetworkClient` that answers from a script, logs every request and
/// measures how many were in flight at once. No sockets.
public actor ScriptedNetworkClient: NetworkClient {
    /// What one request gets.
    public indirect enum Reply: Sendable {
        case response(NetworkResponse)
        case failure(NetworkError)
        /// The reply after a real, cancellable wait.
        case delayed(Duration, Reply)
        /// The reply once `count` requests have been in flight together, or after 10 s:
        /// a test of concurrency that does not depend on the machine's speed.
        case gathered(Int, Reply)
        /// Never answers; ends only by cancellation.
        case hang

        public static func status(_ code: Int, headers: [String: String] = [:]) -> Reply {
            .response(NetworkResponse(statusCode: code, headers: headers))
        }

        public static func json(_ body: Data) -> Reply {
            .response(NetworkResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body))
        }
    }

    public typealias Route = @Sendable (NetworkRequest) -> Reply

    private let route: Route
    private var scripted: [URL: [Reply]] = [:]
    public private(set) var requests: [NetworkRequest] = []
    public private(set) var inFlight = 0
    public private(set) var peakInFlight = 0
    public private(set) var cancelledCount = 0
    private var inFlightWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    public init(route: @escaping Route) {
        self.route = route
    }

    /// Answers like xkcd.com from an archive: newest, each comic, 404 otherwise.
    /// `gathered`: each reply waits for that many requests in flight together (see `Reply.gathered`).
    public init(archive: ComicArchive, latency: Duration = .zero, gathered: (@Sendable (NetworkRequest) -> Int)? = nil)
    {
        self.init { request in
            let reply: Reply
            switch XKCDRoute(path: request.url.path) {
            case .newest:
                reply = archive.newest.flatMap { archive.bodies[$0] }.map { .json($0) } ?? .status(404)
            case .comic(let number):
                reply = archive.bodies[number].map { .json($0) } ?? .status(404)
            case nil:
                reply = .status(404)
            }
            let delayed = latency == .zero ? reply : .delayed(latency, reply)
            return gathered.map { .gathered($0(request), delayed) } ?? delayed
        }
    }

    /// The next requests to `url` get these replies in order; after them the route answers.
    public func script(_ url: URL, _ replies: Reply...) {
        scripted[url, default: []].append(contentsOf: replies)
    }

    /// The URLs requested so far, in order.
    public var requestedURLs: [URL] { requests.map(\.url) }

    public func requestCount(for url: URL) -> Int {
        requests.filter { $0.url == url }.count
    }

    public func send(_ request: NetworkRequest) async throws -> NetworkResponse {
        requests.append(request)
        inFlight += 1
        peakInFlight = max(peakInFlight, inFlight)
        resumeInFlightWaiters()
        defer { inFlight -= 1 }
        let reply: Reply
        if var queue = scripted[request.url], !queue.isEmpty {
            reply = queue.removeFirst()
            scripted[request.url] = queue
        } else {
            reply = route(request)
        }
        do {
            return try await perform(reply)
        } catch is CancellationError {
            cancelledCount += 1
            throw CancellationError()
        }
    }

    /// Returns once at least `count` requests are in flight together.
    public func waitUntilInFlight(_ count: Int) async {
        if inFlight >= count { return }
        await withCheckedContinuation { inFlightWaiters.append((count, $0)) }
    }

    private func resumeInFlightWaiters() {
        let ready = inFlightWaiters.filter { $0.count <= inFlight }
        inFlightWaiters.removeAll { $0.count <= inFlight }
        ready.forEach { $0.continuation.resume() }
    }

    private func perform(_ reply: Reply) async throws -> NetworkResponse {
        switch reply {
        case .response(let response):
            return response
        case .failure(let error):
            throw error
        case .delayed(let delay, let next):
            try await Task.sleep(for: delay)
            return try await perform(next)
        case .gathered(let count, let next):
            // The peak, not the count now: once reached, the gate stays open for the rest.
            let deadline = ContinuousClock.now + .seconds(10)
            while peakInFlight < count, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(2))
            }
            return try await perform(next)
        case .hang:
            // Sleeps in long steps until cancelled; a test's time limit ends a real hang.
            while true { try await Task.sleep(for: .seconds(3600)) }
        }
    }
}
