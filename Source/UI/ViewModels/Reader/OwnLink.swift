import ComicData
import Foundation

/// A comic's own `link` (its large version or interactive page), checked
/// before a browser gets it: the data chose it, so only an http(s) page on
/// xkcd.com or one of its hosts is opened, never a file, a flag or a shell word.
/// The host is read as written, percent escapes and all: `evil.com%00.xkcd.com`
/// decodes to a name ending in `.xkcd.com` that a browser may cut at the NUL.
enum OwnLink {
    static func checked(_ url: URL) -> String? {
        checked(url.absoluteString)
    }

    static func checked(_ text: String) -> String? {
        guard text.count <= 2048, !text.hasPrefix("-"),
            text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value != 0x7F }),
            let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "https" || scheme == "http", components.user == nil, components.password == nil,
            let host = components.percentEncodedHost?.lowercased(), host.unicodeScalars.allSatisfy(isHostScalar),
            XKCDHosts.isLinked(host: host)
        else { return nil }
        return text
    }

    /// Letters, digits, dots and hyphens: a host name, nothing percent-encoded.
    private static func isHostScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "0"..."9", ".", "-": true
        default: false
        }
    }
}
