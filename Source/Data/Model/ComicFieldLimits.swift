/// The longest each text field of a comic may be, in UTF-8 bytes, checked as
/// the API's JSON is decoded so that no oversized field is ever cleaned,
/// cached or drawn.
///
/// Each cap is far above the real archive's longest (measured over all 3,103
/// comics in the fixture): title 53 (472), safe_title 50 (7), alt 816 (1363),
/// transcript 15,905 (1037), news 714 (2916), link 118 (2005), img 77 (822).
public enum ComicFieldLimits {
    public static let title = 1_024
    public static let safeTitle = 1_024
    public static let alt = 8_192
    public static let transcript = 65_536
    public static let news = 8_192
    public static let link = 2_048
    public static let img = 2_048
    /// year, month and day.
    public static let datePart = 16

    /// `text` cut to at most `limit` UTF-8 bytes, on a scalar boundary:
    /// for comics a version without the caps cached, so they cannot slow the reader.
    public static func capped(_ text: String, _ limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        let bytes = Array(text.utf8.prefix(limit + 1))
        var cut = limit
        // Back to the start of a scalar: never half a character.
        while cut > 0, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        return String(decoding: bytes[..<cut], as: UTF8.self)
    }

    /// The cap of the API field with this JSON name.
    static func limit(for field: String) -> Int {
        switch field {
        case "title": title
        case "safe_title": safeTitle
        case "alt": alt
        case "transcript": transcript
        case "news": news
        case "link": link
        case "img": img
        default: datePart
        }
    }
}

/// A comic's field is longer than `ComicFieldLimits` allows.
public struct ComicFieldTooLong: Error, Sendable, Equatable, CustomStringConvertible {
    public let field: String
    public let length: Int
    public let limit: Int

    public var description: String { "\(field) is \(length) bytes, over the \(limit)-byte limit" }
}
