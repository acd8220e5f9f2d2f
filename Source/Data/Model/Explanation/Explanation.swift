import Foundation

/// explain xkcd's page for one comic, parsed into sections.
///
/// The wiki's text is untrusted like a comic's: views sanitize it before it
/// reaches a terminal.
public struct Explanation: Sendable, Hashable, Codable {
    public let number: Int
    /// The wiki page's own title, e.g. "327: Exploits of a Mom".
    public let pageTitle: String
    /// The page's revision when it was fetched: what `sync --explain` compares.
    public let revision: Int
    public let fetchedAt: Date
    public let article: ExplainedArticle

    public init(number: Int, pageTitle: String, revision: Int, fetchedAt: Date, article: ExplainedArticle) {
        self.number = number
        self.pageTitle = pageTitle
        self.revision = revision
        self.fetchedAt = fetchedAt
        self.article = article
    }
}

/// Loads one comic's explanation: the seam between the reader or a command
/// and wherever explanations come from (the wiki, the store, memory).
public protocol ExplanationProviding: Sendable {
    /// Throws `ExplanationError` for what a person should hear about in one line.
    func explanation(of number: Int) async throws -> Explanation
}

/// Why there is no explanation to show.
public enum ExplanationError: Error, Sendable, Hashable {
    /// The wiki has no page for this comic (yet: the newest comics wait hours for one).
    case noPage(Int)
    /// Offline, and no explanation of this comic was saved.
    case notSaved(Int)
    /// The wiki answered with an error of its own (its code and text, unsanitized).
    case wiki(code: String, info: String)
}
