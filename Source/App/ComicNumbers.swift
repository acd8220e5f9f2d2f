import ArgumentParser

/// One or more comic numbers, as `bookmarks add` and `bookmarks remove` take them.
struct ComicNumbers: ParsableArguments {
    // Unrecognized words land here too, so "-3" is read as a number below 1
    // rather than an unknown option.
    @Argument(parsing: .allUnrecognized, help: "Comic numbers.")
    var numbers: [Int] = []

    func validate() throws {
        guard !numbers.isEmpty else { throw ValidationError("give at least one comic number") }
        if let bad = numbers.first(where: { $0 < 1 }) {
            throw ValidationError(Self.belowOne(bad))
        }
    }

    /// Each number once, in order.
    var distinct: [Int] { Set(numbers).sorted() }

    /// The one message for a number below 1, wherever it is typed.
    static func belowOne(_ number: Int) -> String {
        "comic numbers start at 1, got \(number)"
    }
}
