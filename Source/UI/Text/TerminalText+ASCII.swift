import Foundation

/// Text for a terminal that shows only ASCII (a non-UTF-8 locale, or
/// `XKCD_ASCII=1`): the screens' own marks become their ASCII cousins,
/// accented letters lose their accents, anything else is a `?`.
extension TerminalText {
    public static func asciiFolded(_ text: String) -> String {
        guard !text.unicodeScalars.allSatisfy(\.isASCII) else { return text }
        var folded = ""
        for character in text {
            if character.isASCII {
                folded.append(character)
            } else if let replacement = asciiReplacements[character] {
                folded += replacement
            } else if let scalar = character.unicodeScalars.first, let box = asciiBox(scalar) {
                folded += box
            } else {
                folded += withoutAccents(character)
            }
        }
        return folded
    }

    /// `text` folded to ASCII in `room` columns. Where "…" grew to "..." past
    /// the room, the text before it gives the room back, so what follows the
    /// cut (a link's comic number) stays; other growth cuts the end.
    public static func asciiFolded(_ text: String, toWidth room: Int) -> String {
        let folded = asciiFolded(text)
        guard folded.count > room, let cut = text.lastIndex(of: "…") else { return String(folded.prefix(room)) }
        let tail = asciiFolded(String(text[text.index(after: cut)...]))
        let headRoom = room - 3 - tail.count
        guard headRoom >= 0 else { return String(folded.prefix(room)) }
        return String(asciiFolded(String(text[..<cut])).prefix(headRoom)) + "..." + tail
    }

    /// The screens' marks, arrows, rules and punctuation. The unread mark is not `*`, the bookmark's.
    static let asciiReplacements: [Character: String] = [
        "—": "-", "–": "-", "·": "|", "›": ">", "‹": "<", "…": "...", "↑": "^", "↓": "v", "←": "<", "→": ">",
        "▏": "_", "“": "\"", "”": "\"", "‘": "'", "’": "'", "•": "o", "×": "x", "\u{A0}": " ", "\u{2009}": " ",
    ]

    /// Box drawing and blocks, as chafa and frames use them.
    static func asciiBox(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550: "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551: "|"
        case 0x2500...0x257F: "+"
        case 0x2580...0x259F: "#"
        default: nil
        }
    }

    /// "é" → "e": the base letter when the character is one with marks; else "?".
    static func withoutAccents(_ character: Character) -> String {
        let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first
        guard let base, base.isASCII, base.properties.isAlphabetic else { return "?" }
        return String(Character(base))
    }
}
