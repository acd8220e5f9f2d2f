import ComicData
import Foundation

/// An article as `xkcd whatif N --json` prints it: its parts as plain text,
/// its illustrations' addresses and title text, and the person's marks.
public struct WhatIfArticleJSON: Encodable {
    let article: WhatIfArticle
    let url: URL
    let date: String
    let bookmarked: Bool
    let read: Bool

    public init(article: WhatIfArticle, url: URL, date: String, bookmarked: Bool, read: Bool) {
        self.article = article
        self.url = url
        self.date = date
        self.bookmarked = bookmarked
        self.read = read
    }

    struct Illustration: Encodable {
        let src: String?
        let title: String
    }

    enum CodingKeys: String, CodingKey {
        case num, title, url, date, question, attribution, paragraphs, illustrations, footnotes, bookmarked, read
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(article.number, forKey: .num)
        try container.encode(article.title, forKey: .title)
        try container.encode(url.absoluteString, forKey: .url)
        try container.encode(date, forKey: .date)
        try container.encode(article.question, forKey: .question)
        try container.encode(article.attribution, forKey: .attribution)
        try container.encode(article.paragraphs, forKey: .paragraphs)
        try container.encode(
            article.illustrations.map { Illustration(src: $0.src, title: $0.title) }, forKey: .illustrations)
        try container.encode(article.footnotes.map(\.plainText), forKey: .footnotes)
        try container.encode(bookmarked, forKey: .bookmarked)
        try container.encode(read, forKey: .read)
    }

    public func text() throws -> String { try OutputPolicy.jsonText(self) }
}

/// One line of `xkcd whatif --json`.
public struct WhatIfEntryJSON: Encodable {
    let num: Int
    let title: String
    let url: String
    let date: String
    let bookmarked: Bool
    let read: Bool

    public init(entry: WhatIfEntry, url: URL, bookmarked: Bool, read: Bool) {
        num = entry.number
        title = entry.title
        self.url = url.absoluteString
        date = entry.date
        self.bookmarked = bookmarked
        self.read = read
    }

    public static func text(_ entries: [WhatIfEntryJSON]) throws -> String { try OutputPolicy.jsonText(entries) }
}
