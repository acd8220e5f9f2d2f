import ArgumentParser
import ComicData

/// One or more comic numbers, as `bookmarks add` and `bookmarks remove` take them.
struct ComicNumbers: ParsableArguments {
    // Unrecognized words land here too, so "-3" is read as a number below 1
    // rather than an unknown option.
    @Argument(parsing: .allUnrecognized, help: "Comic numbers.")
    var numbers: [Int] = []

    func validate() throws {
        guard !numbers.isEmpty else { throw ValidationError("give at least one comic number") }
        for number in numbers {
            do { try ComicQueryError.check(number) } catch { throw ValidationError(error.description) }
        }
    }

    /// Each number once, in order.
    var distinct: [Int] { Set(numbers).sorted() }
}
