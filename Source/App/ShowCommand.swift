import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd show`: one comic in full.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print one comic: its image (on a terminal), title, date, image URL, alt text and transcript.",
        usage: "xkcd show <comic> [--json] [<options>]",
        discussion: "Piped, the text wraps at word boundaries to $COLUMNS when it is set, else to 80 columns."
    )

    enum Which: Equatable {
        case number(Int)
        case latest
        case random

        init?(argument: String) {
            switch argument.lowercased() {
            case "latest": self = .latest
            case "random": self = .random
            default:
                guard let number = Int(argument) else { return nil }
                self = .number(number)  // which(from:) says why a number below 1 is refused
            }
        }
    }

    @OptionGroup var global: GlobalOptions

    // Collected raw, unrecognized words included: the parser would drop "-1"
    // as an unknown option before a plain argument could take it, and then
    // say only that an argument is missing.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("A comic number, \"latest\" or \"random\".", valueName: "comic"))
    var words: [String] = []

    @Flag(help: "Print JSON only, with the API's field names plus \"bookmarked\" and \"read\".")
    var json = false

    @OptionGroup var images: ImageOptions

    @Flag(help: "With random: pick among comics not read yet.")
    var unread = false

    func validate() throws {
        let which = try Self.which(from: words)
        if unread, which != .random { throw ValidationError("--unread goes with 'random' only") }
    }

    /// The comic asked for; nil only if `validate()` would fail.
    var which: Which? { try? Self.which(from: words) }

    static func which(from words: [String]) throws -> Which {
        // After "--" every word is a value, options or not.
        let terminator = words.firstIndex(of: "--") ?? words.endIndex
        if let option = words[..<terminator].first(where: { $0.hasPrefix("-") && Int($0) == nil }) {
            throw ValidationError("Unknown option '\(option)'")
        }
        let words = Array(words[..<terminator] + words[terminator...].dropFirst())
        guard let word = words.first else { throw ValidationError("give a comic number, \"latest\" or \"random\"") }
        guard words.count == 1 else { throw ValidationError("Unexpected argument '\(words[1])'") }
        guard let which = Which(argument: word) else {
            throw ValidationError("'\(word)' is not a comic number, \"latest\" or \"random\"")
        }
        if case .number(let number) = which {
            do { try ComicQueryError.check(number) } catch { throw ValidationError(error.description) }
        }
        return which
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let which = try Self.which(from: words)
            let environment = try AppEnvironment(global: global)
            let library = environment.library
            // A bad --images or XKCD_IMAGES is reported before anything is fetched.
            let imagePrinter = json ? nil : try ComicImagePrinter(options: images, environment: environment)
            let comic: Comic
            switch which {
            case .number(let number): comic = try await library.comic(number)
            case .latest: comic = try await library.newestComic()
            case .random: comic = try await pickRandom(in: environment)
            }
            let isBookmarked = try await environment.bookmarkStore.contains(comic.number)
            let isRead = try await environment.readMarkStore.contains(comic.number)
            if json {
                print(try ComicJSON.text(ComicJSON(comic: comic, bookmarked: isBookmarked, read: isRead)))
            } else {
                try await imagePrinter?.print(comic)
                let state = ComicDetailState(comic: comic, isBookmarked: isBookmarked)
                print(TextOutput(color: global.color).detail(state), terminator: "")
            }
            await Notes.reportCacheProblem(in: environment)
        }
    }
}

extension ShowCommand {
    private func pickRandom(in environment: AppEnvironment) async throws -> Comic {
        let excluded = unread ? try await environment.readMarkStore.markedNumbers() : []
        do {
            let pick = try await environment.random.pick(excluding: excluded)
            if pick.isFromCache {
                let reason =
                    if case .cacheOnly = environment.latestSource { "offline" } else { "the network is unreachable" }
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
