import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd show`: one comic in full.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print one comic: its image (on a terminal), title, date, image URL, alt text and transcript."
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
                guard let number = Int(argument), number >= 1 else { return nil }
                self = .number(number)
            }
        }
    }

    @OptionGroup var global: GlobalOptions

    @Argument(help: "A comic number, \"latest\" or \"random\".")
    var which: Which

    @Flag(help: "Print JSON only, with the API's field names plus \"bookmarked\".")
    var json = false

    @OptionGroup var images: ImageOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let environment = try AppEnvironment(global: global)
            // A bad --images or XKCD_IMAGES is reported before anything is fetched.
            let imagePrinter = json ? nil : try ComicImagePrinter(options: images, environment: environment)
            let comic: Comic
            switch which {
            case .number(let number): comic = try await environment.comic(number)
            case .latest: comic = try await environment.newestComic()
            case .random: comic = try await RandomComic.pick(in: environment)
            }
            let isBookmarked = try await environment.bookmarks.contains(comic.number)
            if json {
                print(try ComicJSON.text(ComicJSON(comic: comic, bookmarked: isBookmarked)))
            } else {
                try await imagePrinter?.print(comic)
                print(PlainComicDetail.render(ComicDetailState(comic: comic, isBookmarked: isBookmarked)), terminator: "")
            }
        }
    }
}

/// A comic chosen uniformly among those that exist.
enum RandomComic {
    static func pick(in environment: AppEnvironment) async throws -> Comic {
        guard environment.usesNetwork else {
            // Offline: uniform over what the cache holds.
            let cached = try await environment.database.cachedComics(below: Int.max, limit: Int.max)
            guard let comic = cached.randomElement() else { throw ComicLoadError.noCachedComics }
            return comic
        }
        let newest = try await environment.newestComic().number
        // Drawing again on a missing number keeps the choice uniform over those that exist.
        for _ in 0..<10 {
            let number = Int.random(in: 1...newest)
            if let comic = try await environment.latestSource.comic(number) { return comic }
        }
        throw CommandFailure("could not find a random comic after 10 tries")
    }
}
