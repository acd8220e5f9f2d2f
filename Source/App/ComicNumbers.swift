import ArgumentParser
import ComicData
import ComicUI

/// Comic numbers as people type them, read one way by every command:
/// `327` or `#327`; `0`, `-1` and `abc` are refused in the same words as
/// in an imported file (see `MarkFileReader`).
enum ComicNumberText {
    static func number(_ word: String) throws -> Int {
        let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
        guard let number = Int(digits) else {
            throw ValidationError("'\(TerminalSanitizer.line(word))' is not a comic number")
        }
        do { try ComicQueryError.check(number) } catch { throw ValidationError(error.description) }
        return number
    }

    /// Whether `word` is meant as a number (`-1` too), not as an option or a name.
    static func looksLikeNumber(_ word: String) -> Bool {
        Int(word.hasPrefix("#") ? String(word.dropFirst()) : word) != nil
    }

    /// The values among the words an argument collected with
    /// `.allUnrecognized` (so that `-1` reaches it as a number): an
    /// unknown option is refused, and after `--` every word is a value.
    static func values(_ words: [String]) throws -> [String] {
        let terminator = words.firstIndex(of: "--") ?? words.endIndex
        if let option = words[..<terminator].first(where: { $0.hasPrefix("-") && !looksLikeNumber($0) }) {
            throw ValidationError("Unknown option '\(TerminalSanitizer.line(option))'")
        }
        return Array(words[..<terminator] + words[terminator...].dropFirst())
    }
}

/// One or more comic numbers, as `bookmarks add` and `bookmarks remove` take them.
struct ComicNumbers: ParsableArguments {
    // Unrecognized words land here too, so "-3" is read as a number below 1
    // rather than an unknown option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Comic numbers: 327 or #327.", valueName: "number"))
    var words: [String] = []

    func validate() throws {
        guard try !Self.numbers(in: words).isEmpty else { throw ValidationError("give at least one comic number") }
    }

    /// The numbers given, in order; empty only if `validate()` would fail.
    var numbers: [Int] { (try? Self.numbers(in: words)) ?? [] }

    /// Each number once, in order.
    var distinct: [Int] { Set(numbers).sorted() }

    private static func numbers(in words: [String]) throws -> [Int] {
        try ComicNumberText.values(words).map(ComicNumberText.number)
    }
}
