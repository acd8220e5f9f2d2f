import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd show`: one comic in full.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print one comic: title, date, image URL, alt text and transcript."
    )

    enum Which: ExpressibleByArgument, Equatable {
        case number(Int)
        case latest
        case random

        init?(argument: String) {
            switch argument.lowercased() {
            case "latest": self = .latest
            case "random": self = .random
            default:
                guard let number = Int(argument), number >= Comic.firstNumber else { return nil }
                self = .number(number)
            }
        }
    }

    @OptionGroup var global: GlobalOptions

    @Argument(help: "A comic number, \"latest\" or \"random\".")
    var which: Which

    @Flag(help: "Print JSON only, with the API's field names plus \"bookmarked\".")
    var json = false

    func run() async throws {
        try await CommandFailure.reporting {
            let library = try AppEnvironment(global: global).library
            let comic: Comic
            switch which {
            case .number(let number): comic = try await library.comic(number)
            case .latest: comic = try await library.newestComic()
            case .random:
                var generator = SystemRandomNumberGenerator()
                comic = try await library.randomComic(using: &generator)
            }
            let isBookmarked = try await library.isBookmarked(comic.number)
            if json {
                print(try ComicJSON.text(ComicJSON(comic: comic, bookmarked: isBookmarked)))
            } else {
                print(PlainComicDetail.render(ComicDetailState(comic: comic, isBookmarked: isBookmarked)), terminator: "")
            }
        }
    }
}
