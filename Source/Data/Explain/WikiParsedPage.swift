import Foundation

/// `action=parse`'s answer: the page's title, revision and HTML.
struct WikiParsedPage: WikiAnswerBody, Hashable {
    static let key = "parse"

    let title: String
    let revision: Int
    let html: String

    init(title: String, revision: Int, html: String) {
        self.title = title
        self.revision = revision
        self.html = html
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: WikiKey.self)
        guard let title = container.lenientText("title", limit: ExplainWikiLimits.maximumTitleLength) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no page title"))
        }
        self.title = title
        revision = container.lenientInt("revid") ?? 0
        // formatversion=2 sends the HTML as a string; version 1 as {"*": "…"}.
        if let html = try? container.decode(String.self, forKey: WikiKey("text")) {
            self.html = html
        } else if let nested = try? container.nestedContainer(keyedBy: WikiKey.self, forKey: WikiKey("text")),
            let html = try? nested.decode(String.self, forKey: WikiKey("*"))
        {
            self.html = html
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no page text"))
        }
    }
}
