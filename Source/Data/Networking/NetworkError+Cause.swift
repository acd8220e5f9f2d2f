extension NetworkError {
    /// Whether `other` failed for the same reason, whatever URL each names:
    /// many comics failing with one cause means the network, not the comics.
    public func hasSameCause(as other: NetworkError) -> Bool {
        switch (self, other) {
        case (.timedOut, .timedOut): true
        case (.unreachable(_, let reason), .unreachable(_, let otherReason)): reason == otherReason
        case (.transport(_, let reason), .transport(_, let otherReason)): reason == otherReason
        case (.responseTooLarge(_, let limit), .responseTooLarge(_, let otherLimit)): limit == otherLimit
        case (.tooManyRedirects(_, let limit), .tooManyRedirects(_, let otherLimit)): limit == otherLimit
        case (.redirectRefused, .redirectRefused): true
        case (.unexpectedEncoding(_, let encoding), .unexpectedEncoding(_, let otherEncoding)):
            encoding == otherEncoding
        case (.timedOut, _), (.unreachable, _), (.transport, _), (.responseTooLarge, _), (.tooManyRedirects, _),
            (.redirectRefused, _), (.unexpectedEncoding, _):
            false
        }
    }

    /// The cause without the URL of any one request: the host at most.
    public var causeDescription: String {
        switch self {
        case .timedOut(let url):
            "\(url.host ?? "the server") did not answer in time"
        case .unreachable(let url, let reason):
            "cannot reach \(url.host ?? "the server"): \(reason)"
        case .responseTooLarge(let url, let limit):
            "\(url.host ?? "the server") sent more than \(limit / 1024) KiB; refused"
        case .transport(let url, let reason):
            "requests to \(url.host ?? "the server") failed: \(reason)"
        case .tooManyRedirects, .redirectRefused, .unexpectedEncoding:
            description
        }
    }
}
