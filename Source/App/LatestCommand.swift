import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd latest`: the newest comics.
struct LatestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "latest",
        abstract: "Print the newest comics, newest first."
    )

    @OptionGroup var global: GlobalOptions

    @Option(name: .shortAndLong, help: "How many comics (1-500).")
    var count = 20

    @Flag(help: "Print JSON only: an array of comics with the API's field names plus \"bookmarked\".")
    var json = false

    func validate() throws {
        guard (1...500).contains(count) else {
            throw ValidationError("--count must be between 1 and 500, got \(count)")
        }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let environment = try AppEnvironment(global: global, pageSize: count)
            let state = try await LatestFeed.load(count: count, from: environment.latest)
            try Self.print(state, json: json, global: global)
        }
    }

    /// The feed on stdout, what it lacks on stderr; `xkcd` piped prints this way too.
    static func print(_ state: FeedState, json: Bool, global: GlobalOptions) throws {
        let output = TextOutput(color: global.color)
        if json {
            Swift.print(try ComicJSON.listText(state.comics, bookmarked: state.bookmarkedNumbers))
        } else {
            let text = output.list(comics: state.comics, failures: state.failures, bookmarked: state.bookmarkedNumbers)
            Swift.print(text, terminator: "")
        }
        Notes.reportGaps(of: state, listFailures: json || output.listLayout == .tabSeparated, offline: global.offline)
    }
}
