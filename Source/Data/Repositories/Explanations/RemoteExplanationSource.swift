import Foundation

/// Turns a page's HTML into an article: the HTML parser, a seam for tests.
public typealias ExplanationHTMLParser = @Sendable (String) throws -> ExplainedArticle

/// Explanations straight from the wiki: its parsed page, made into an article.
public struct RemoteExplanationSource: ExplanationProviding {
    public let wiki: ExplainWikiClient
    private let parse: ExplanationHTMLParser
    private let now: @Sendable () -> Date

    public init(
        wiki: ExplainWikiClient, parse: @escaping ExplanationHTMLParser,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.wiki = wiki
        self.parse = parse
        self.now = now
    }

    public func explanation(of number: Int) async throws -> Explanation {
        try await explanation(of: wiki.page(of: number))
    }

    /// The article of a page already fetched.
    public func explanation(of page: FetchedWikiPage) throws -> Explanation {
        let article: ExplainedArticle
        do {
            article = try parse(page.html)
        } catch {
            throw WikiResponseError.unreadablePage(page.number, reason: "\(error)")
        }
        return Explanation(
            number: page.number, pageTitle: page.title, revision: page.revision, fetchedAt: now(), article: article)
    }
}
