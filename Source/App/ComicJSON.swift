import ComicData
import ComicUI
import Foundation

/// A comic as `--json` prints it: the API's field names, cleaned text, and
/// whether it is bookmarked and read.
struct ComicJSON: Encodable {
    let comic: Comic
    let bookmarked: Bool
    let read: Bool

    enum CodingKeys: String, CodingKey, CaseIterable {
        case num, title, alt, img, transcript, link, news, year, month, day, bookmarked, read
        case safeTitle = "safe_title"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(comic.number, forKey: .num)
        try container.encode(comic.title, forKey: .title)
        try container.encode(comic.safeTitle, forKey: .safeTitle)
        try container.encode(comic.alt, forKey: .alt)
        try container.encode(comic.raw.img, forKey: .img)
        try container.encode(comic.transcript, forKey: .transcript)
        try container.encode(comic.raw.link, forKey: .link)
        try container.encode(comic.news, forKey: .news)
        try container.encode(comic.raw.year, forKey: .year)
        try container.encode(comic.raw.month, forKey: .month)
        try container.encode(comic.raw.day, forKey: .day)
        try container.encode(bookmarked, forKey: .bookmarked)
        try container.encode(read, forKey: .read)
    }

    /// JSON text for one value: every control and bidi character (see
    /// `OutputPolicy`) comes out as a `\uXXXX` escape, never raw.
    static func text(_ value: some Encodable) throws -> String {
        try OutputPolicy.jsonText(value)
    }

    /// A JSON array of comics; an empty one is `[]` (the encoder would print `[`, a blank line, `]`).
    static func listText(_ comics: [Comic], bookmarked: Set<Int>, read: Set<Int>) throws -> String {
        guard !comics.isEmpty else { return "[]" }
        return try text(
            comics.map {
                ComicJSON(comic: $0, bookmarked: bookmarked.contains($0.number), read: read.contains($0.number))
            })
    }
}
