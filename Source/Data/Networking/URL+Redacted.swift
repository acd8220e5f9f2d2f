import Foundation

extension URL {
    /// This URL as messages show it: never the user name or password, and
    /// never a query that looks like it carries a token or key.
    public var redactedDescription: String {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false) else {
            return "(a URL that cannot be shown)"
        }
        if components.user != nil || components.password != nil {
            components.user = nil
            components.password = nil
        }
        if let items = components.queryItems, items.contains(where: { Self.looksSecret($0.name) }) {
            components.percentEncodedQuery = nil
            return (components.string ?? "(a URL that cannot be shown)") + "?…"
        }
        return components.string ?? "(a URL that cannot be shown)"
    }

    private static let secretWords = [
        "token", "key", "secret", "pass", "auth", "sig", "session", "credential", "code", "jwt", "bearer",
    ]

    private static func looksSecret(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return secretWords.contains { lowered.contains($0) }
    }
}
