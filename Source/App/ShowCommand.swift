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

    @Flag(help: "Print JSON only, with the API's field names plus \"bookmarked\" and \"read\".")
    var json = false

    @Flag(help: "With random: pick among comics not read yet.")
    var unread = false

    func validate() throws {
        if unread, which != .random { throw ValidationError("--unread goes with 'random' only") }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let environment = try AppEnvironment(global: global)
            let library = environment.library
            let comic: Comic
            switch which {
            case .number(let number): comic = try await library.comic(number)
            case .latest: comic = try await library.newestComic()
            case .random: comic = try await pickRandom(in: environment)
            }
            let isBookmarked = try await library.isBookmarked(comic.number)
            let isRead = try await environment.readMarks.contains(comic.number)
            if json {
                print(try ComicJSON.text(ComicJSON(comic: comic, bookmarked: isBookmarked, read: isRead)))
            } else {
                print(PlainComicDetail.render(ComicDetailState(comic: comic, isBookmarked: isBookmarked)), terminator: "")
            }
        }
    }
}

extension ShowCommand {
    private func pickRandom(in environment: AppEnvironment) async throws -> Comic {
        let excluded = unread ? try await environment.readMarks.markedNumbers() : []
        do {
            let pick = try await environment.random.pick(excluding: excluded)
            if pick.isFromCache {
                let reason = environment.usesNetwork ? "the network is unreachable" : "offline"
                Notes.write("note: \(reason); picked among the cached comics")
            }
            return pick.comic
        } catch RandomPickFailure.nothingLeft(let isFromCache) where unread {
            throw CommandFailure(isFromCache ? "every cached comic is read already" : "every comic is read already")
        } catch let failure as RandomPickFailure {
            throw CommandFailure(failure.description)
        }
    }
}
