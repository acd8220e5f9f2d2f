import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd latest`: the newest comics, one line each.
struct LatestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "latest",
        abstract: "Print the newest comics."
    )

    @OptionGroup var global: GlobalOptions

    @Option(name: .shortAndLong, help: "How many comics to print (1-200).")
    var count = 20

    func validate() throws {
        guard (1...200).contains(count) else {
            throw ValidationError("--count must be between 1 and 200, got \(count)")
        }
    }

    func run() async throws {
        let source = RemoteComicDataSource(
            client: URLSessionNetworkClient().retrying(),
            configuration: .init(baseURL: try global.baseURL()))
        do {
            var page = try await source.firstPage(size: count)
            var comics = page.comics
            var failures = page.failures
            while comics.count + failures.count < count, let bookmark = page.nextPageBookmark {
                page = try await source.page(after: bookmark, size: count - comics.count - failures.count)
                comics += page.comics
                failures += page.failures
            }
            print(PlainComicList.render(comics: comics, failures: failures), terminator: "")
        } catch let error as ComicLoadError {
            throw CommandFailure(message: error.description)
        }
    }
}
