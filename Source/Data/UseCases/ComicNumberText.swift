/// Comic numbers as people type them, read one way by every command:
/// `327` or `#327`; `0`, `-1` and `abc` are refused in the same words as
/// in an imported file (see `MarkFileReader`).
public enum ComicNumberText {
    /// Why the words will not do; the command line quotes them on one sanitized line.
    public struct Refusal: ReadableError, Sendable, Hashable {
        public let description: String
    }

    public static func number(_ word: String) throws(Refusal) -> Int {
        let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
        guard let number = Int(digits) else { throw Refusal(description: "'\(word)' is not a comic number") }
        do { try ComicQueryError.check(number) } catch { throw Refusal(description: error.description) }
        return number
    }

    /// Whether `word` is meant as a number (`-1` too), not as an option or a name.
    public static func looksLikeNumber(_ word: String) -> Bool {
        Int(word.hasPrefix("#") ? String(word.dropFirst()) : word) != nil
    }

    /// The values among the words an argument collected as they came (so
    /// that `-1` reaches it as a number): an unknown option is refused, and
    /// after `--` every word is a value.
    public static func values(_ words: [String]) throws(Refusal) -> [String] {
        let terminator = words.firstIndex(of: "--") ?? words.endIndex
        if let option = words[..<terminator].first(where: { $0.hasPrefix("-") && !looksLikeNumber($0) }) {
            throw Refusal(description: "Unknown option '\(option)'")
        }
        return Array(words[..<terminator] + words[terminator...].dropFirst())
    }

    /// The one value of an argument that takes exactly one; `missing` says what to give.
    public static func single(_ words: [String], missing: String) throws(Refusal) -> String {
        let words = try values(words)
        guard let word = words.first else { throw Refusal(description: missing) }
        guard words.count == 1 else { throw Refusal(description: "Unexpected argument '\(words[1])'") }
        return word
    }
}

extension ComicChoice {
    /// `show`'s word: a number ("327", "#327"), "latest" or "random".
    public init(argument: String, unread: Bool) throws(ComicNumberText.Refusal) {
        switch argument.lowercased() {
        case "latest": self = .latest
        case "random": self = .random(unread: unread)
        default:
            guard ComicNumberText.looksLikeNumber(argument) else {
                throw ComicNumberText.Refusal(
                    description: "'\(argument)' is not a comic number, \"latest\" or \"random\"")
            }
            self = .number(try ComicNumberText.number(argument))
        }
    }
}
