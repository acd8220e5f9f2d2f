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

    /// `host:port`, with only the characters a host name may hold: it may
    /// come from the network and it reaches messages.
    public var description: String {
        let shown = host.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || "0123456789.-:[]".unicodeScalars.contains($0))
        }
        return String(String.UnicodeScalarView(shown.prefix(100))) + ":\(port)"
    }
}
