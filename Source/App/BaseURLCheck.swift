import ArgumentParser
import Foundation

/// Checks a `--base-url` (or `XKCD_BASE_URL`) value before anything uses it:
/// http or https, a host, and after a ':' that follows the host, a port
/// number 1-65535. Foundation's URL takes "http://host:" with no port, which
/// would only fail later, looking like an unreachable server.
enum BaseURLCheck {
    /// The URL, or a one-line reason that names `source` (the flag or the variable).
    static func url(_ text: String, source: String) throws -> URL {
        let shown = redacted(text)
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else {
            throw ValidationError("\(source) must be an http or https URL, got '\(shown)'")
        }
        guard let host = url.host, !host.isEmpty else {
            throw ValidationError("\(source) has no host name, got '\(shown)'")
        }
        if let port = portText(in: text), !isPortNumber(port) {
            throw ValidationError("\(source) needs a port number (1-65535) after ':', got '\(shown)'")
        }
        return url
    }

    /// `text` with any user name and password replaced by "***": messages never show credentials.
    static func redacted(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://") else { return text }
        let authority = text[schemeEnd.upperBound...].prefix { !"/?#".contains($0) }
        guard let at = authority.lastIndex(of: "@") else { return text }
        return String(text[..<schemeEnd.upperBound]) + "***" + String(text[at...])
    }

    /// The text after the host's ':' (possibly empty), or nil when there is no ':'.
    static func portText(in text: String) -> Substring? {
        guard let schemeEnd = text.range(of: "://") else { return nil }
        var authority = text[schemeEnd.upperBound...].prefix { !"/?#".contains($0) }
        if let userInfoEnd = authority.lastIndex(of: "@") {
            authority = authority[authority.index(after: userInfoEnd)...]
        }
        if authority.hasPrefix("["), let bracket = authority.firstIndex(of: "]") {
            authority = authority[authority.index(after: bracket)...]  // an IPv6 literal holds colons
        }
        guard let colon = authority.firstIndex(of: ":") else { return nil }
        return authority[authority.index(after: colon)...]
    }

    static func isPortNumber(_ text: Substring) -> Bool {
        guard (1...5).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }), let port = Int(text) else {
            return false
        }
        return (1...65535).contains(port)
    }
}
