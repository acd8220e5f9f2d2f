import ComicData
import Foundation

/// Everything the detail screen shows for one comic. Text is the cleaned
/// comic text, still unsanitized: views sanitize it for the terminal.
public struct ComicDetailState: Sendable, Hashable {
    /// The comic itself, for the effects its keys ask for.
    public let comic: Comic
    public let number: Int
    public let title: String
    public let date: PublicationDate?
    public let imageURL: URL?
    public let altText: String
    public let transcript: String
    public let news: String
    public let link: URL?
    public let isBookmarked: Bool
    /// The wiki the explanation links go to (`--explain-url`'s pages, else explain xkcd's).
    public let explanationPagePrefix: String

    public init(
        comic: Comic, isBookmarked: Bool, explanationPagePrefix: String = ComicLink.defaultExplanationPagePrefix
    ) {
        self.comic = comic
        number = comic.number
        title = comic.title
        date = comic.published
        imageURL = comic.imageURL
        altText = comic.alt
        transcript = comic.transcript
        news = comic.news
        link = comic.link
        self.isBookmarked = isBookmarked
        self.explanationPagePrefix = explanationPagePrefix
    }

    /// The comic's page of `kind`, the explanation on the configured wiki.
    public func link(_ kind: ComicLink.Kind) -> ComicLink? {
        ComicLink(kind, number: number, explanationPagePrefix: explanationPagePrefix)
    }

    /// The comic's explanation on the configured wiki.
    public var explainLink: String {
        link(.explanation)?.text ?? ""
    }
}
