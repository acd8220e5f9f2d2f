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

    public init(comic: Comic, isBookmarked: Bool) {
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
    }

    /// The comic's explanation on explain xkcd.
    public var explainLink: String {
        ComicLink.text(.explanation, number: number)
    }
}
