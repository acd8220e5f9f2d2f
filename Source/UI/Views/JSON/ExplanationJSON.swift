import ComicData
import Foundation

/// An explanation as `xkcd explain N --json` prints it: the sections people
/// look for as plain text, and the page it came from.
public struct ExplanationJSON: Encodable {
    let explanation: Explanation
    let url: URL

    public init(explanation: Explanation, url: URL) {
        self.explanation = explanation
        self.url = url
    }

    enum CodingKeys: String, CodingKey {
        case num, title, url, revid, explanation, transcript, trivia, incomplete
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let article = explanation.article
        try container.encode(explanation.number, forKey: .num)
        try container.encode(Self.comicTitle(explanation), forKey: .title)
        try container.encode(url.absoluteString, forKey: .url)
        try container.encode(explanation.revision, forKey: .revid)
        try container.encode(article.section(named: "Explanation")?.plainText ?? "", forKey: .explanation)
        try container.encode(article.section(named: "Transcript")?.plainText ?? "", forKey: .transcript)
        try container.encode(article.section(named: "Trivia")?.plainText ?? "", forKey: .trivia)
        if let incomplete = article.incomplete {
            try container.encode(incomplete, forKey: .incomplete)
        } else {
            try container.encodeNil(forKey: .incomplete)
        }
    }

    /// The page's title without its "N: " ("327: Exploits of a Mom" → "Exploits of a Mom").
    public static func comicTitle(_ explanation: Explanation) -> String {
        let prefix = "\(explanation.number): "
        return explanation.pageTitle.hasPrefix(prefix)
            ? String(explanation.pageTitle.dropFirst(prefix.count)) : explanation.pageTitle
    }

    /// JSON text, every unsafe character escaped (see `OutputPolicy`).
    public func text() throws -> String {
        try OutputPolicy.jsonText(self)
    }
}
