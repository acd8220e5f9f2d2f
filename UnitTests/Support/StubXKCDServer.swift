import ComicData
import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

/// A real HTTP server on 127.0.0.1 that answers like xkcd.com from an
/// archive, with switches for latency and faults.
///
/// It serves comics' images too: an `img` on imgs.example.com or
/// imgs.xkcd.com is rewritten to point at the stub's `/images/…`, which
/// answers with the body set by `setImage(_:named:)`, else a fixture image
/// of the file name's type. So no test ever reaches for the real image host.
///
/// Hummingbird (SwiftNIO) sets TCP_NODELAY and writes a response with a
/// byte-buffer body in one write, so keep-alive clients do not stall on
/// Nagle + delayed ACK.
public actor StubXKCDServer {
    /// A misbehaviour for one endpoint.
    public enum Fault: Sendable, Equatable {
        /// Answer with this status every time.
        case status(Int)
        /// Answer 500 this many times, then normally.
        case failTimes(Int)
        /// 200 with a body that is not JSON.
        case malformedBody
        /// 200 with a body of this many bytes.
        case oversizedBody(Int)
    }

    let state: StubState
    private var runTask: Task<Void, any Error>?
    private var services: ServiceGroup?
    public private(set) var baseURL: URL?

    public init(archive: ComicArchive) {
        state = StubState(archive: archive)
    }

    public var requestCount: Int { state.values.withLock { $0.requestCount } }
    /// The same, for a thread of its own that cannot wait on the actor (see `DatabaseLockHolder`).
    public nonisolated var requestCountNow: Int { state.values.withLock { $0.requestCount } }
    public var peakInFlight: Int { state.values.withLock { $0.peakInFlight } }
    public var lastUserAgent: String? { state.values.withLock { $0.lastUserAgent } }
    /// Answers of 304 Not Modified, and the conditions the last request of the newest comic carried.
    public var notModifiedCount: Int { state.values.withLock { $0.notModifiedCount } }
    public var lastNewestConditions: StubConditions? { state.values.withLock { $0.lastNewestConditions } }

    /// Returns once the server has received at least `count` requests.
    public func waitUntilRequests(_ count: Int) async {
        await state.waitUntilRequests(count)
    }

    /// Starts listening on a free port of 127.0.0.1 and returns the base URL.
    @discardableResult
    public func start() async throws -> URL {
        if let baseURL { return baseURL }
        state.setStopping(false)
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "stub-xkcd")
        logger.logLevel = .critical
        // Requests are answered off the actor, so concurrent ones never queue behind each other.
        let responder = CallbackResponder<BasicRequestContext> { [state] request, _ in
            try await state.respond(
                to: request.uri.path, userAgent: request.headers[.userAgent],
                conditions: .init(etag: request.headers[.ifNoneMatch], lastModified: request.headers[.ifModifiedSince]))
        }
        let application = Application(
            responder: responder,
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? 0)
                portContinuation.finish()
            },
            logger: logger
        )
        let services = ServiceGroup(
            configuration: .init(services: [application], gracefulShutdownSignals: [], logger: logger))
        let task = Task { try await services.run() }
        runTask = task
        self.services = services
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0,
            let url = URL(string: "http://127.0.0.1:\(port)")
        else {
            task.cancel()
            runTask = nil
            throw StubServerError.couldNotStart
        }
        baseURL = url
        state.values.withLock {
            $0.imageBase = ComicArchive.imageBase(of: url)
            $0.servedBodies = [:]
        }
        return url
    }

    /// Stops listening; clients then get "connection refused".
    ///
    /// A graceful shutdown: cancelling the server while a connection was
    /// being accepted could crash NIO ("NIOAsyncWriter deinited without
    /// finish"). A shutdown that does not end within a second is cancelled.
    public func stop() async {
        guard let runTask else { return }
        // A graceful shutdown waits for requests in flight: end their latency first.
        state.setHolding(false)
        state.setStopping(true)
        await services?.triggerGracefulShutdown()
        let ended = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                _ = await runTask.result
                return true
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(1))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        if !ended {
            runTask.cancel()
            _ = await runTask.result
        }
        self.runTask = nil
        services = nil
        baseURL = nil
    }

    public func setLatency(_ latency: Duration) {
        state.values.withLock { $0.latency = latency }
    }

    public func setFault(_ fault: Fault?, for route: XKCDRoute) {
        state.values.withLock { $0.faults[route] = fault }
    }

    /// A flaky server: every `period`-th request of any route (counted from
    /// the next one) answers `status`, with `Retry-After` when given; nil
    /// ends it. Which comic it hits depends on the order requests arrive in,
    /// as with a real overloaded server, so for a period above 1 no outcome
    /// is certain: a test that expects whole pages fails comics by `setFault`.
    public func setFailurePattern(every period: Int?, status: Int = 500, retryAfter: String? = nil) {
        state.values.withLock { values in
            values.failurePattern = period.map { .init(period: max(1, $0), status: status, retryAfter: retryAfter) }
            values.patternCount = 0
        }
    }

    /// Serves `body` at `/images/<name>`, where a comic with `img`
    /// `https://imgs.example.com/<name>` finds it.
    public func setImage(_ body: Data, named name: String) {
        state.values.withLock { $0.images[name] = body }
    }

    /// Comic `number`'s body as the stub sends it: the archive's bytes, image hosts rewritten.
    public func servedBody(ofComic number: Int) -> Data? {
        state.values.withLock { values in
            values.servedBody(ofComic: number)
        }
    }

    public func setArchive(_ archive: ComicArchive) {
        state.values.withLock {
            $0.archive = archive
            $0.servedBodies = [:]
        }
    }

    public func resetCounters() {
        state.values.withLock {
            $0.requestCount = 0
            $0.peakInFlight = 0
        }
    }
}

/// A request's `If-None-Match` and `If-Modified-Since`.
public struct StubConditions: Sendable, Equatable {
    public let etag: String?
    public let lastModified: String?

    public init(etag: String?, lastModified: String?) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// The `Last-Modified` of every comic the stub serves.
    public static let servedLastModified = "Wed, 21 Oct 2026 07:28:00 GMT"
}

/// What the stub serves and what it has seen, behind one lock.
final class StubState: Sendable {
    struct Values {
        var archive: ComicArchive
        var latency = Duration.zero
        var faults: [XKCDRoute: StubXKCDServer.Fault] = [:]
        var requestCount = 0
        var inFlight = 0
        var peakInFlight = 0
        var lastUserAgent: String?
        var requestWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        /// Set while the server stops: requests in flight skip the rest of their latency.
        var stopping = false
        var stopWaiters: [UUID: CheckedContinuation<Void, Never>] = [:]
        /// Set by `holdResponses()`: requests wait until released.
        var holding = false
        /// Requests after this many are held (`holdResponses(after:)`).
        var holdingAfter: Int?
        var heldWaiters: [UUID: CheckedContinuation<Void, Never>] = [:]
        var images: [String: Data] = [:]
        /// Other files by URL path (`setPages`): the stand-in What If? site.
        var pages: [String: Data] = [:]
        /// A status answered at a path instead of its page (`setPageStatus`).
        var pageStatuses: [String: Int] = [:]
        /// Where rewritten `img` URLs point: the stub's `/images/`.
        var imageBase: String?
        /// Bodies as served, each rewritten once: rewriting every answer cost the tests half a second of CPU.
        var servedBodies: [Int: Data] = [:]
        var failurePattern: FailurePattern?
        var notModifiedCount = 0
        var lastNewestConditions: Conditions?
        /// Requests counted by the failure pattern since it was set.
        var patternCount = 0
    }

    typealias Conditions = StubConditions

    /// Every comic's answer carries this `Last-Modified`; its `ETag` is its number and size.
    static let lastModified = StubConditions.servedLastModified

    struct FailurePattern {
        let period: Int
        let status: Int
        let retryAfter: String?
    }

    let values: Mutex<Values>

    init(archive: ComicArchive) {
        values = Mutex(Values(archive: archive))
    }

    func waitUntilRequests(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = values.withLock { values in
                if values.requestCount >= count { return true }
                values.requestWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    func respond(to path: String, userAgent: String?, conditions: Conditions) async throws -> Response {
        let (latency, ready, request) = values.withLock { values in
            values.requestCount += 1
            values.lastUserAgent = userAgent
            values.inFlight += 1
            values.peakInFlight = max(values.peakInFlight, values.inFlight)
            let count = values.requestCount
            let ready = values.requestWaiters.filter { $0.count <= count }
            values.requestWaiters.removeAll { $0.count <= count }
            return (values.latency, ready, count)
        }
        ready.forEach { $0.continuation.resume() }
        defer { values.withLock { $0.inFlight -= 1 } }
        await waitWhileHeld(request: request)
        if latency > .zero {
            try await pause(for: latency)
        }
        if path.hasPrefix("/images/") { return try image(named: String(path.dropFirst("/images/".count))) }
        if let code = values.withLock({ $0.pageStatuses[path] }) { return Self.response(status: .init(code: code)) }
        if let page = values.withLock({ $0.pages[path] ?? $0.pages[path + "/"] }) {
            return Self.response(status: .ok, body: page, contentType: "text/html")
        }
        guard let route = XKCDRoute(path: path) else { return Self.response(status: .notFound) }
        let patterned = values.withLock { values -> FailurePattern? in
            guard let pattern = values.failurePattern else { return nil }
            values.patternCount += 1
            guard values.patternCount % pattern.period == 0 else { return nil }
            return pattern
        }
        if let patterned {
            return Self.response(status: .init(code: patterned.status), retryAfter: patterned.retryAfter)
        }
        if route == .newest { values.withLock { $0.lastNewestConditions = conditions } }
        let (status, body, etag) = values.withLock { values -> (HTTPResponse.Status, Data, String?) in
            switch values.faults[route] {
            case .status(let code):
                return (.init(code: code), Data(), nil)
            case .failTimes(let remaining) where remaining > 0:
                values.faults[route] = remaining > 1 ? .failTimes(remaining - 1) : nil
                return (.internalServerError, Data(), nil)
            case .malformedBody:
                return (.ok, Data("{\"num\": oops".utf8), nil)
            case .oversizedBody(let size):
                return (.ok, Data(repeating: UInt8(ascii: " "), count: size), nil)
            case .failTimes, nil:
                let number: Int? =
                    switch route {
                    case .newest: values.archive.newest
                    case .comic(let number): number
                    }
                guard let number, let body = values.servedBody(ofComic: number) else {
                    return (.notFound, Data(), nil)
                }
                let etag = Self.etag(number, body)
                guard conditions.etag != etag else {
                    values.notModifiedCount += 1
                    return (.notModified, Data(), etag)
                }
                return (.ok, body, etag)
            }
        }
        return Self.response(status: status, body: body, etag: etag)
    }

    private func image(named name: String) throws -> Response {
        let custom = values.withLock { $0.images[name] }
        guard let body = try custom ?? ImageFixtures.image(forFileNamed: name) else {
            return Self.response(status: .notFound)
        }
        return Self.response(status: .ok, body: body, contentType: "application/octet-stream")
    }

    /// The body with image hosts replaced by the stub, in plain and in JSON-escaped form.
    static func pointingImagesAtStub(_ body: Data, imageBase: String?) -> Data {
        guard let imageBase else { return body }
        // Bytes, not a String: Foundation's search is compiled optimized, the test's code is not.
        var served = body
        let replacement = Data(imageBase.utf8)
        for host in ["imgs.example.com", "imgs.xkcd.com"] {
            for prefix in ["https://\(host)/", "https:\\/\\/\(host)\\/"] {
                let pattern = Data(prefix.utf8)
                var start = served.startIndex
                while let found = served.range(of: pattern, in: start..<served.endIndex) {
                    served.replaceSubrange(found, with: replacement)
                    start = found.lowerBound + replacement.count
                }
            }
        }
        return served
    }

    static func etag(_ number: Int, _ body: Data) -> String { "\"\(number)-\(body.count)\"" }

    private static func response(
        status: HTTPResponse.Status, body: Data = Data(), contentType: String = "application/json",
        retryAfter: String? = nil, etag: String? = nil
    ) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        if let etag {
            headers[.eTag] = etag
            headers[.lastModified] = lastModified
        }
        if let retryAfter { headers[.retryAfter] = retryAfter }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}

public enum StubServerError: Error, CustomStringConvertible {
    case couldNotStart
    public var description: String { "the stub xkcd server could not start listening on 127.0.0.1" }
}

/// Runs `body` with a started stub server and stops it afterwards, whatever happens.
public func withStubServer<T: Sendable>(
    _ archive: ComicArchive, _ body: (StubXKCDServer, URL) async throws -> T
) async throws -> T {
    let server = StubXKCDServer(archive: archive)
    let baseURL = try await server.start()
    do {
        let result = try await body(server, baseURL)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

extension StubState.Values {
    /// Comic `number`'s body as served, image hosts rewritten; nil when the archive lacks it.
    mutating func servedBody(ofComic number: Int) -> Data? {
        if let body = servedBodies[number] { return body }
        guard let body = archive.bodies[number] else { return nil }
        let served = StubState.pointingImagesAtStub(body, imageBase: imageBase)
        servedBodies[number] = served
        return served
    }
}
