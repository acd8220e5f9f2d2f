import Foundation

/// What a person typed, turned into plain words for the full-text index.
///
/// Nothing typed is FTS5 syntax: quotes, `*`, `-`, `AND`, `NEAR`,
/// parentheses and `column:` filters all become plain words (or separators),
/// each word quoted in the pattern. The last word matches as a prefix, since
/// it may be the one being typed (from its second letter). What follows an
/// apostrophe is left out when it is short ("Tukey's" looks for "Tukey"), and
/// words in double quotes rank first where they stand together as typed.
public struct SearchQuery: Sendable, Hashable {
    /// Longer input is cut: a query is a few words, never a document.
    public static let maximumLength = 200
    public static let maximumWords = 16

    public let text: String
    /// The words, in order, as typed.
    public let words: [String]
    /// The words the index is asked for: `words` less the short endings
    /// after an apostrophe ("s", "t", "re"), which the index splits off too.
    let matchWords: [String]
    /// Runs of two or more words typed in double quotes ("drop table").
    let phrases: [[String]]

    public init(_ text: String) {
        self.text = String(text.prefix(Self.maximumLength))
        words = Array(Self.words(in: self.text).prefix(Self.maximumWords))
        matchWords = Array(Self.words(in: self.text, droppingClitics: true).prefix(Self.maximumWords))
        // As the index holds them: "don't panic" stands together as "don t panic".
        phrases = Self.quotedRuns(in: self.text).map { Self.words(in: $0) }.filter { $0.count >= 2 }
    }

    /// A query from a command line: an argument of two or more words was
    /// quoted in the shell (`xkcd search "drop table"`), so it is a phrase,
    /// as if typed in double quotes.
    public init(arguments: [String]) {
        let parts = arguments.map { argument in
            let isQuotable = Self.words(in: argument).count >= 2 && !argument.contains(where: Self.isQuote)
            return isQuotable ? "\"" + argument + "\"" : argument
        }
        self.init(parts.joined(separator: " "))
    }

    /// No words: nothing to search for.
    public var isEmpty: Bool { words.isEmpty }

    /// A query that is only a comic number ("327" or "#327").
    public var number: Int? {
        var trimmed = text.trimmingBlanks
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
        guard let last = matchWords.last else { return nil }
        // Words hold no quote; doubling one anyway keeps the pattern safe if that changes.
        let quoted = matchWords.map(\.doubleQuoted)
        return quoted.joined(separator: " ") + (last.count >= 2 ? "*" : "")
    }

    /// The MATCH pattern of the quoted runs, each an FTS5 phrase; nil when
    /// none was typed. Results that match it rank above those that do not.
    var phrasePattern: String? {
        guard !phrases.isEmpty else { return nil }
        return phrases.map { $0.joined(separator: " ").doubleQuoted }.joined(separator: " ")
    }

    /// The text between pairs of double quotes (straight or curly).
    static func quotedRuns(in text: String) -> [String] {
        let pieces = text.split(omittingEmptySubsequences: false, whereSeparator: isQuote)
        // Odd pieces sit between an opening and a closing quote; an unclosed one quotes nothing.
        return stride(from: 1, to: pieces.count - 1, by: 2).map { String(pieces[$0]) }
    }

    /// The query folded like `key(_:)` folds titles, for exact-title matches.
    var titleKey: String { Self.key(text) }

    /// Case and diacritics folded, punctuation dropped, words one space apart:
    /// "Is It Worth the Time?" and "is it worth the time" share a key.
    static func key(_ text: String) -> String {
        words(in: folded(text)).joined(separator: " ")
    }

    /// Runs of letters, digits and combining marks; everything else separates.
    /// `droppingClitics` leaves out a run of one or two letters that an
    /// apostrophe joins to the word before ("'s", "'t", "'re", "'ll").
    static func words(in text: String, droppingClitics: Bool = false) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var followsApostrophe = false
        func finishWord() {
            if !current.isEmpty, !(droppingClitics && followsApostrophe && current.count <= 2) {
                words.append(String(current))
            }
            current = String.UnicodeScalarView()
            followsApostrophe = false
        }
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else {
                let joinsWords = !current.isEmpty && apostrophes.contains(scalar)
                finishWord()
                followsApostrophe = joinsWords
            }
        }
        finishWord()
        return words
    }

    private static func isQuote(_ character: Character) -> Bool {
        character == "\"" || character == "\u{201C}" || character == "\u{201D}"
    }

    /// ' and its typographic forms.
    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}"]

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
