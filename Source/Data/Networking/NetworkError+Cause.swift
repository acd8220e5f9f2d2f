extension NetworkError {
    /// Whether `other` failed the same way, whatever URL each names and
    /// however the transport worded it (libcurl's text names ports and
    /// milliseconds): many comics failing one way means the network, not the comics.
    public func hasSameCause(as other: NetworkError) -> Bool {
        switch (self, other) {
        case (.timedOut, .timedOut), (.notSent, .notSent), (.unreachable, .unreachable), (.transport, .transport),
            (.responseTooLarge, .responseTooLarge), (.tooManyRedirects, .tooManyRedirects),
            (.redirectRefused, .redirectRefused), (.unexpectedEncoding, .unexpectedEncoding):
            true
        case (.timedOut, _), (.notSent, _), (.unreachable, _), (.transport, _), (.responseTooLarge, _),
            (.tooManyRedirects, _),
            (.redirectRefused, _), (.unexpectedEncoding, _):
            false
        }
    }

    /// The cause without the URL of any one request: the host at most.
    public var causeDescription: String {
        switch self {
        case .timedOut(let url):
            "\(url.host ?? "the server") did not answer in time"
        case .notSent(let url, let reason):
            "requests to \(url.host ?? "the server") were not tried: \(reason)"
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
