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
            let output = OutputOptions(json: json)
            if json {
                output.print(try ComicJSON.text(ComicJSON.list(state.comics, bookmarked: state.bookmarkedNumbers)))
            } else {
                output.print(PlainComicList.render(comics: state.comics, failures: state.failures, bookmarked: state.bookmarkedNumbers), terminator: "")
            }
            output.reportGaps(of: state)
        }
    }
}

/// Loads the Latest feed through its repository until it holds `count` comics.
enum LatestFeed {
    static func load(count: Int, from repository: some ComicRepository) async throws -> FeedState {
        await repository.prewarm()
        var state = await repository.currentState
        while state.comics.count < count, state.hasMore, !state.isFailed {
            await repository.loadNextPage()
            state = await repository.currentState
        }
        if case .failed(let message) = state.phase, state.comics.count < count { throw CommandFailure(message) }
        state.comics = Array(state.comics.prefix(count))
        let lowestShown = state.comics.last?.number ?? 0
        state.failures = state.failures.filter { $0.number > lowestShown }
        return state
    }
}

extension FeedState {
    var isFailed: Bool {
        if case .failed = phase { true } else { false }
    }
}
