import Foundation

/// One comic exactly as the xkcd JSON API sends it: the raw values, uncleaned.
///
/// Decoding is lenient about types (a number where a string is expected, a
/// missing or null text field) because one odd comic must not fail a page;
/// unknown fields such as `extra_parts` are ignored.
public struct APIComic: Sendable, Hashable, Codable {
    public var num: Int
    public var title: String
    public var safeTitle: String
    public var alt: String
    public var img: String
    public var transcript: String
    public var link: String
    public var news: String
    public var year: String
    public var month: String
    public var day: String

    public init(
        num: Int, title: String, safeTitle: String, alt: String, img: String,
        transcript: String = "", link: String = "", news: String = "",
        year: String, month: String, day: String
    ) {
        self.num = num
        self.title = title
        self.safeTitle = safeTitle
        self.alt = alt
        self.img = img
        self.transcript = transcript
        self.link = link
        self.news = news
        self.year = year
        self.month = month
        self.day = day
    }

    enum CodingKeys: String, CodingKey {
        case num, title, alt, img, transcript, link, news, year, month, day
        case safeTitle = "safe_title"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        num = try container.decodeFlexibleInt(forKey: .num)
        title = try container.decodeFlexibleString(forKey: .title)
        safeTitle = try container.decodeFlexibleString(forKey: .safeTitle)
        alt = try container.decodeFlexibleString(forKey: .alt)
        img = try container.decodeFlexibleString(forKey: .img)
        transcript = try container.decodeFlexibleString(forKey: .transcript)
        link = try container.decodeFlexibleString(forKey: .link)
        news = try container.decodeFlexibleString(forKey: .news)
        year = try container.decodeFlexibleString(forKey: .year)
        month = try container.decodeFlexibleString(forKey: .month)
        day = try container.decodeFlexibleString(forKey: .day)
    }

    /// Decodes one comic from the API's JSON bytes. An invalid UTF-8 byte or
    /// a lone surrogate escape becomes U+FFFD rather than losing the comic; a
    /// field over its `ComicFieldLimits` cap throws `ComicFieldTooLong`.
    public static func decode(from data: Data) throws -> APIComic {
        do {
            return try JSONDecoder().decode(APIComic.self, from: data)
        } catch let error as ComicFieldTooLong {
            throw error
        } catch {
            let repaired = LenientJSON.repaired(data)
            guard repaired != data else { throw error }
            return try JSONDecoder().decode(APIComic.self, from: repaired)
        }
    }
}

extension KeyedDecodingContainer {
    /// A text field: a string, a number written as text, or empty when absent or null.
    fileprivate func decodeFlexibleString(forKey key: Key) throws -> String {
        if (try? decodeNil(forKey: key)) ?? true { return "" }
        if let string = try? decode(String.self, forKey: key) {
            let limit = ComicFieldLimits.limit(for: key.stringValue)
            guard string.utf8.count <= limit else {
                throw ComicFieldTooLong(field: key.stringValue, length: string.utf8.count, limit: limit)
            }
            return string
        }
        if let int = try? decode(Int.self, forKey: key) { return String(int) }
        if let double = try? decode(Double.self, forKey: key) { return String(double) }
        if let bool = try? decode(Bool.self, forKey: key) { return String(bool) }
        throw DecodingError.typeMismatch(
            String.self,
            .init(codingPath: codingPath + [key], debugDescription: "expected text for \(key.stringValue)")
        )
    }

    /// The comic number must be there: an integer, or an integer written as text.
    fileprivate func decodeFlexibleInt(forKey key: Key) throws -> Int {
        if let int = try? decode(Int.self, forKey: key) { return int }
        let text = try decode(String.self, forKey: key)
        guard let int = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(key.stringValue) is not an integer: \(text)")
        }
        return int
    }
}
