import ArgumentParser

/// `--count`: how many comics a listing prints (`latest`, `search`).
struct CountOption: ParsableArguments {
    @Option(name: .shortAndLong, help: "How many comics (1-500).")
    var count = 20

    func validate() throws {
        guard (1...500).contains(count) else {
            throw ValidationError("--count must be between 1 and 500, got \(count)")
        }
    }
}
