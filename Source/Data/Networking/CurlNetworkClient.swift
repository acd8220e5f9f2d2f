import CurlTransfer
import Foundation
import Synchronization

/// A `NetworkClient` over libcurl in which our code, not a platform default,
/// sets every limit, and every limit holds while the bytes arrive:
///
/// - bytes: the body is capped as it streams in, and it is never inflated
///   (we ask for `identity`; a server that compresses anyway is refused), so
///   no response costs more than `maximumBodySize` of memory;
/// - time: a connect timeout, an idle timeout, and a total deadline per
///   request that redirects share;
/// - redirects: at most `maximumRedirects`, http(s) only, to the request's
///   own host or one of `redirectHosts`, never with credentials.
///
/// Cancelling the calling task returns at once; the transfer stops within
/// libcurl's next wake-up on the pool's thread.
///
/// Every client of the process shares one libcurl multi handle (see
/// `xkcd_connection_pool_shared`): requests to one origin wait for its one
/// HTTP/2 connection and go out as streams on it, as many at once as the
/// server allows (libcurl queues the rest; a deadline runs from the queue's
/// end); an HTTP/1.1 origin gets a pool of kept-alive connections.
///
/// FoundationNetworking's URLSession was not enough: it always lets libcurl
/// inflate gzip, and hands the bytes to its delegate through a queue that a
/// fast server outruns, so neither cap held before the whole body was in memory.
public final class CurlNetworkClient: NetworkClient {
    public struct Configuration: Sendable {
        public var connectTimeout: Duration = .seconds(5)
        /// No byte for this long ends a request; whole seconds (libcurl's unit), at least one.
        public var idleTimeout: Duration = .seconds(5)
        /// The whole request, redirects included.
        public var requestDeadline = NetworkPhase.standard
        /// A comic's JSON is under 20 KiB; this is generous.
        public var maximumBodySize = 2 * 1024 * 1024
        public var maximumHeaderSize = 64 * 1024
        public var maximumRedirects = 5
        /// Hosts a redirect may reach besides the request's own: the API host and the image host.
        public var redirectHosts: Set<String> = XKCDHosts.fetched
        public var userAgent = "xkcd-terminal-reader/0.1 (+https://github.com/xkcd-terminal-reader/xkcd)"
        /// The certificates to trust: the settings' (`SSL_CERT_FILE`, `SSL_CERT_DIR`), a test's CA.
        public var trust = CertificateAuthorities.standard
        /// Told when a request goes out on a connection that multiplexes
        /// (HTTP/2), before any answer comes (a run's `RequestPace`).
        public var onMultiplexed: (@Sendable () -> Void)?

        public init() {}
    }

    public let configuration: Configuration
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    public func send(_ request: NetworkRequest) async throws -> NetworkResponse {
        let clock = ContinuousClock()
        // A page's deadline (the current retry budget's) ends its requests too.
        var deadline = clock.now + configuration.requestDeadline
        if let pageDeadline = RetryBudget.current?.deadline { deadline = min(deadline, pageDeadline) }
        var url = request.url
        var redirects = 0
        while true {
            try Task.checkCancellation()
            let remaining = deadline - clock.now
            guard remaining > .zero else { throw NetworkError.timedOut(request.url) }
            let response = try await perform(request, at: url, within: remaining)
            guard [301, 302, 303, 307, 308].contains(response.statusCode), let location = response.header("Location")
            else {
                return try accepted(response, from: url)
            }
            redirects += 1
            guard redirects <= configuration.maximumRedirects else {
                throw NetworkError.tooManyRedirects(request.url, limit: configuration.maximumRedirects)
            }
            url = try redirectTarget(location, from: url, request: request)
        }
    }

    /// A body we can read: one with a `Content-Encoding` we did not ask for is refused.
    private func accepted(_ response: NetworkResponse, from url: URL) throws -> NetworkResponse {
        if let encoding = response.header("Content-Encoding")?.trimmingCharacters(in: .whitespaces).lowercased(),
            !encoding.isEmpty, encoding != "identity"
        {
            throw NetworkError.unexpectedEncoding(url, encoding: String(encoding.prefix(40)))
        }
        return response
    }

    private func redirectTarget(_ location: String, from url: URL, request: NetworkRequest) throws -> URL {
        guard let target = URL(string: location, relativeTo: url)?.absoluteURL,
            var components = URLComponents(url: target, resolvingAgainstBaseURL: false)
        else {
            throw NetworkError.redirectRefused(request.url, target: "an invalid URL")
        }
        components.user = nil
        components.password = nil
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host?.lowercased(), let next = components.url
        else {
            throw NetworkError.redirectRefused(
                request.url, target: components.scheme.map { "a \($0): URL" } ?? "a URL without a host")
        }
        // The same origin (scheme, host and port), or an xkcd host on its default port.
        guard let origin = Origin(next),
            origin == Origin(url) || (configuration.redirectHosts.contains(host) && origin.isOnDefaultPort)
        else {
            throw NetworkError.redirectRefused(request.url, target: Origin(next)?.description ?? host)
        }
        return next
    }

    private func perform(_ request: NetworkRequest, at url: URL, within remaining: Duration) async throws
        -> NetworkResponse
    {
        var headers = ["User-Agent: \(configuration.userAgent)", "Accept-Encoding: identity"]
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            headers.append("\(name): \(value)")
        }
        if let refusal = trust.refusal { throw NetworkError.transport(url, reason: refusal) }
        let pool = xkcd_connection_pool_shared()
        guard let pool,
            let transfer = CurlTransferHandle(
                pool: pool, url: url, headers: headers, limits: limits(within: remaining), trust: trust,
                multiplexed: configuration.onMultiplexed)
        else {
            let reason = xkcd_curl_load_error().map { String(cString: $0) } ?? "libcurl could not start a transfer"
            throw NetworkError.transport(url, reason: reason)
        }
        _ = recentlyUsed(url)
        let outcome = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.start(continuation)
            }
        } onCancel: {
            transfer.cancel()
        }
        return try response(of: transfer, outcome: outcome, url: url)
    }

    private func response(
        of transfer: CurlTransferHandle, outcome: xkcd_transfer_outcome, url: URL
    ) throws -> NetworkResponse {
        switch outcome {
        case XKCD_TRANSFER_OK:
            return NetworkResponse(
                statusCode: transfer.status, headers: transfer.headers, body: transfer.body,
                httpVersion: transfer.httpVersion)
        case XKCD_TRANSFER_CANCELLED:
            throw CancellationError()
        case XKCD_TRANSFER_TIMED_OUT:
            throw NetworkError.timedOut(url)
        case XKCD_TRANSFER_NOT_SENT:
            throw NetworkError.notSent(url, reason: transfer.errorText)
        case XKCD_TRANSFER_CONNECT_FAILED:
            throw NetworkError.unreachable(url, reason: transfer.errorText)
        case XKCD_TRANSFER_BODY_TOO_LARGE:
            throw NetworkError.responseTooLarge(url, limit: configuration.maximumBodySize)
        case XKCD_TRANSFER_HEADERS_TOO_LARGE:
            throw NetworkError.responseTooLarge(url, limit: configuration.maximumHeaderSize)
        default:
            throw NetworkError.transport(url, reason: transfer.errorText)
        }
    }

    var trust: CertificateAuthorities { configuration.trust }

    func limits(within remaining: Duration) -> xkcd_transfer_limits {
        Self.limits(configuration, within: remaining)
    }

    private static func limits(_ configuration: Configuration, within remaining: Duration) -> xkcd_transfer_limits {
        xkcd_transfer_limits(
            connect_timeout_ms: milliseconds(min(configuration.connectTimeout, remaining)),
            idle_timeout_s: max(1, (milliseconds(configuration.idleTimeout) + 999) / 1000),
            total_timeout_ms: milliseconds(remaining),
            max_body_bytes: configuration.maximumBodySize,
            max_header_bytes: configuration.maximumHeaderSize)
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}
