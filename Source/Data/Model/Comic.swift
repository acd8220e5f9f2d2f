import Foundation

/// One xkcd strip, its text cleaned for reading.
///
/// Built from an `APIComic`, which it keeps as `raw` so that storage can keep
/// the API's own values and a better cleaner can be applied later without
/// refetching. Text here is clean but still untrusted: views must sanitize it
/// before it reaches a terminal.
public struct Comic: Sendable, Hashable, Identifiable {
    public let number: Int
    public let title: String
    public let safeTitle: String
    public let alt: String
    /// Nil when the API's `img` is empty or not a URL (some interactive comics).
    public let imageURL: URL?
    public let transcript: String
    public let link: URL?
    public let news: String
    /// Nil when the API's year, month and day do not form a date.
    public let published: PublicationDate?
    public let raw: APIComic

    public var id: Int { number }

    public init(raw: APIComic, cleaner: ComicTextCleaner = ComicTextCleaner()) {
        self.raw = raw
        number = raw.num
        title = cleaner.cleanTitle(raw.title)
        safeTitle = cleaner.cleanTitle(raw.safeTitle)
        alt = cleaner.cleanText(raw.alt)
        imageURL = Self.url(raw.img)
        transcript = cleaner.cleanText(raw.transcript)
        link = Self.url(raw.link)
        news = cleaner.cleanMarkup(raw.news)
        published = PublicationDate(year: raw.year, month: raw.month, day: raw.day)
    }

    /// Comic numbers start here: xkcd's first comic is number 1.
    public static let firstNumber = 1

    private static func url(_ text: String) -> URL? {
        let trimmed = text.trimmingBlanksAndNewlines
        guard !trimmed.isEmpty, let url = URL(string: trimmed), url.scheme != nil else { return nil }
        return url
    }
}
