import ArgumentParser
import ComicData
import ComicUI

/// One or more comic numbers, as `bookmarks add` and `bookmarks remove` take them.
struct ComicNumbers: ParsableArguments {
    // Unrecognized words land here too, so "-3" is read as a number below 1
    // rather than an unknown option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Comic numbers: 327 or #327.", valueName: "number"))
    var words: [String] = []

    @Flag(help: "The numbers are What If? articles', whose marks are kept apart from comics'.")
    var whatif = false

    func validate() throws {
        guard try !Self.numbers(in: words).isEmpty else { throw ValidationError("give at least one comic number") }
    }

    /// The numbers given, in order; empty only if `validate()` would fail.
    var numbers: [Int] { (try? Self.numbers(in: words)) ?? [] }

    /// Each number once, in order.
    var distinct: [Int] { Set(numbers).sorted() }

    private static func numbers(in words: [String]) throws -> [Int] {
        try refusedAsUsage { try ComicNumberText.values(words).map(ComicNumberText.number) }
    }
}

/// A refusal of what was typed, as argument-parser reports a bad argument
/// (exit 64, with the usage line), quoted on one sanitized line.
func refusedAsUsage<Value>(_ reading: () throws -> Value) throws -> Value {
    do {
        return try reading()
    } catch let refusal as ComicNumberText.Refusal {
        throw ValidationError(TerminalSanitizer.line(refusal.description))
    }
}
