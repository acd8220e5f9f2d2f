/// One comic's page as the wiki's parser rendered it.
public struct FetchedWikiPage: Sendable, Hashable {
    public let number: Int
    /// The page the comic's number redirects to, e.g. "327: Exploits of a Mom".
    public let title: String
    public let revision: Int
    /// The page's HTML, untrusted.
    public let html: String

    public init(number: Int, title: String, revision: Int, html: String) {
        self.number = number
        self.title = title
        self.revision = revision
        self.html = html
    }
}
