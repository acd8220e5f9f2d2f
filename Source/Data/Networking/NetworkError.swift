import Foundation

/// Why a request got no usable response.
public enum NetworkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No answer within the request timeout.
    case timedOut(URL)
    /// The host could not be reached: DNS, refused or dropped connection, no network.
    case unreachable(URL, reason: String)
    /// The body was larger than the client accepts.
    case responseTooLarge(URL, limit: Int)
    /// Anything else the transport reported.
    case transport(URL, reason: String)

    /// Worth another attempt: the next one may well succeed.
    public var isTransient: Bool {
        switch self {
        case .timedOut, .unreachable: true
        case .responseTooLarge, .transport: false
        }
    }

    public var description: String {
        switch self {
        case .timedOut(let url):
            "\(url.absoluteString) did not answer in time"
        case .unreachable(let url, let reason):
            "cannot reach \(url.host ?? url.absoluteString): \(reason)"
        case .responseTooLarge(let url, let limit):
            "\(url.absoluteString) sent more than \(limit / 1024) KiB; refused"
        case .transport(let url, let reason):
            "request to \(url.absoluteString) failed: \(reason)"
        }
    }
}
