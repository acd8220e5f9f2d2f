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
            let (state, shortfall) = try await LatestFeed.loadReportingShortfall(count: count, from: environment.latest)
            if json {
                print(try ComicJSON.text(ComicJSON.list(state.comics, bookmarked: state.bookmarkedNumbers)))
            } else {
                print(PlainComicList.render(comics: state.comics, failures: state.failures, bookmarked: state.bookmarkedNumbers), terminator: "")
            }
            Notes.reportGaps(of: state, json: json)
            await Notes.reportCacheProblem(in: environment)
            if let shortfall {
                Notes.write(shortfall)
                throw ExitCode(LatestFeed.incompleteExitCode)
            }
        }
    }
}
