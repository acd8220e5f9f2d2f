import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd latest`: the newest comics.
struct LatestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "latest",
        abstract: "Print the newest comics, newest first.",
        usage: "xkcd latest [--count <n>] [--json] [--unread] [<options>]"
    ).parsedAlone()

    @OptionGroup var global: GlobalOptions

    @OptionGroup var counted: CountOption

    @Flag(help: "Print JSON only: an array of comics with the API's field names plus \"bookmarked\" and \"read\".")
    var json = false

    @Flag(help: "Only comics not read yet.")
    var unread = false

    var count: Int { counted.count }

    func run() async throws {
        try await CommandFailure.reporting {
            let environment = try await AppEnvironment.newestFirst(
                settings: global.settings(), pageSize: LatestReport.pageSize(count: count, unread: unread))
            try await LatestListing.print(count: count, json: json, unread: unread, from: environment)
        }
    }
}
