import ArgumentParser

/// `--count`: how many comics a listing prints (`latest`, `search`).
struct CountOption: ParsableArguments {
    @Option(name: .shortAndLong, help: help)
    var count = 20

    func validate() throws { try Self.check(count) }

    /// The help `search` gives its own `--count` (an option, not this group:
    /// a group costs the parse a reflection walk and four conformance scans).
    static let help: ArgumentHelp = "How many comics (1-500)."

    static func check(_ count: Int) throws {
        guard (1...500).contains(count) else {
            throw ValidationError("--count must be between 1 and 500, got \(count)")
        }
    }
}
