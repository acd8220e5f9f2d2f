import Foundation

/// What a person typed, turned into plain words for the full-text index.
///
/// Nothing typed is FTS5 syntax: quotes, `*`, `-`, `AND`, `NEAR`,
/// parentheses and `column:` filters all become plain words (or separators),
/// each word quoted in the pattern. The last word matches as a prefix, since
/// it may be the one being typed (from its second letter).
public struct SearchQuery: Sendable, Hashable {
    /// Longer input is cut: a query is a few words, never a document.
    public static let maximumLength = 200
    public static let maximumWords = 16

    public let text: String
    /// The words, in order, as typed.
    public let words: [String]

    public init(_ text: String) {
        self.text = String(text.prefix(Self.maximumLength))
        words = Array(Self.words(in: self.text).prefix(Self.maximumWords))
    }

    /// No words: nothing to search for.
    public var isEmpty: Bool { words.isEmpty }

    /// A query that is only a comic number ("327" or "#327").
    public var number: Int? {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") { trimmed.removeFirst() }
        guard (1...7).contains(trimmed.count), trimmed.allSatisfy(\.isASCIIDigit), let number = Int(trimmed),
            number >= 1
        else { return nil }
        return number
    }

    /// The FTS5 MATCH pattern: every word a quoted string, the last a
    /// prefix from its second letter (one letter would match most of the
    /// archive and has no prefix index to make that fast).
    var pattern: String? {
        guard let last = words.last else { return nil }
        // Words hold no quote; doubling one anyway keeps the pattern safe if that changes.
        let quoted = words.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        return quoted.joined(separator: " ") + (last.count >= 2 ? "*" : "")
    }

    /// The query folded like `key(_:)` folds titles, for exact-title matches.
    var titleKey: String { Self.key(text) }

    /// Case and diacritics folded, punctuation dropped, words one space apart:
    /// "Is It Worth the Time?" and "is it worth the time" share a key.
    static func key(_ text: String) -> String {
        words(in: text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
            .joined(separator: " ")
    }

    /// Runs of letters, digits and combining marks; everything else separates.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default:
            false
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
