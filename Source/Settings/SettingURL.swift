import ComicUI
import Foundation

/// Checks a site's URL (`base-url`, `explain-url`) before anything uses it:
/// http or https, a host, and after a ':' that follows the host, a port
/// number 1-65535. Foundation's URL takes "http://host:" with no port, which
/// would only fail later, looking like an unreachable server.
public enum SettingURL {
    public static func url(_ text: String) throws(SettingValueProblem) -> URL {
        let shown = TerminalSanitizer.line(redacted(text))
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else {
            throw SettingValueProblem("must be an http or https URL, got '\(shown)'")
        }
        guard let host = url.host, !host.isEmpty else {
            throw SettingValueProblem("has no host name, got '\(shown)'")
        }
        if let port = portText(in: text), !isPortNumber(port) {
            throw SettingValueProblem("needs a port number (1-65535) after ':', got '\(shown)'")
        }
        return url
    }

    /// `text` with any user name and password replaced by "***": messages never show credentials.
    public static func redacted(_ text: String) -> String {
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
