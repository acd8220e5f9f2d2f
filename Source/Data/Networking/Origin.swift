import Foundation

/// A URL's origin: scheme, host and port, the port made explicit (80 for
/// http, 443 for https), so `https://xkcd.com` and `https://xkcd.com:443` are one.
public struct Origin: Sendable, Hashable, CustomStringConvertible {
    public let scheme: String
    public let host: String
    public let port: Int

    public init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
            return nil
        }
        guard let port = url.port ?? Self.defaultPort(scheme) else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = port
    }

    public init(scheme: String, host: String, port: Int) {
        self.scheme = scheme
        self.host = host
        self.port = port
    }

    static func defaultPort(_ scheme: String) -> Int? {
        switch scheme {
        case "http": 80
        case "https": 443
        default: nil
        }
    }

    /// On its scheme's own port.
    public var isOnDefaultPort: Bool { Self.defaultPort(scheme) == port }

    /// `host:port`, the host cut to 200 scalars. It may come from the network:
    /// whoever prints it sanitizes it, as for any remote text.
    public var description: String {
        String(String.UnicodeScalarView(host.unicodeScalars.prefix(200))) + ":\(port)"
    }
}
