import Foundation

/// Why a request got no usable response.
public enum NetworkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No answer within the request timeout, to a request that was sent.
    case timedOut(URL)
    /// The request never left the queue: no connection to the host let it out in time.
    case notSent(URL, reason: String)
    /// The host could not be reached: DNS, refused or dropped connection, no network.
    case unreachable(URL, reason: String)
    /// The body was larger than the client accepts.
    case responseTooLarge(URL, limit: Int)
    /// Anything else the transport reported.
    case transport(URL, reason: String)
    /// More redirects than the client follows (a loop, most likely).
    case tooManyRedirects(URL, limit: Int)
    /// A redirect to a scheme or host the client does not follow.
    case redirectRefused(URL, target: String)
    /// A body compressed although we asked for none; we do not inflate it.
    case unexpectedEncoding(URL, encoding: String)

    /// Worth another attempt: the next one may well succeed.
    public var isTransient: Bool {
        switch self {
        case .timedOut, .unreachable, .notSent: true
        case .responseTooLarge, .transport, .tooManyRedirects, .redirectRefused, .unexpectedEncoding: false
        }
    }

    public var description: String {
        switch self {
        case .timedOut(let url):
            "\(url.redactedDescription) did not answer in time"
        case .notSent(let url, let reason):
            "\(url.redactedDescription) was not tried: \(reason)"
        case .unreachable(let url, let reason):
            "cannot reach \(url.host ?? url.redactedDescription): \(reason)"
        case .responseTooLarge(let url, let limit):
            "\(url.redactedDescription) sent more than \(limit / 1024) KiB; refused"
        case .transport(let url, let reason):
            "request to \(url.redactedDescription) failed: \(reason)"
        case .tooManyRedirects(let url, let limit):
            "\(url.redactedDescription) redirected more than \(limit) times; gave up"
        case .redirectRefused(let url, let target):
            "\(url.redactedDescription) redirected to \(target), which is not followed"
        case .unexpectedEncoding(let url, let encoding):
            "\(url.redactedDescription) sent a \(encoding)-encoded body that was not asked for; refused"
        }
    }
}
