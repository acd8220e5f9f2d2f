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
            try await LatestListing.print(count: count, json: json, from: AppEnvironment(global: global, pageSize: count))
        }
    }
}
