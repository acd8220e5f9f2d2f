import ArgumentParser

/// One or more comic numbers, as `bookmarks add` and `bookmarks remove` take them.
struct ComicNumbers: ParsableArguments {
    @Argument(help: "Comic numbers.")
    var numbers: [Int]

    func validate() throws {
        guard !numbers.isEmpty else { throw ValidationError("give at least one comic number") }
        if let bad = numbers.first(where: { $0 < 1 }) {
            throw ValidationError("comic numbers start at 1, got \(bad)")
        }
    }

    /// Each number once, in order.
    var distinct: [Int] { Set(numbers).sorted() }
}
