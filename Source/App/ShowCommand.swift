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

        /// Words and numbers as `ComicNumberText` reads them ("327", "#327").
        init(argument: String) throws {
            switch argument.lowercased() {
            case "latest": self = .latest
            case "random": self = .random
            default:
                guard ComicNumberText.looksLikeNumber(argument) else {
                    throw ValidationError(
                        "'\(TerminalSanitizer.line(argument))' is not a comic number, \"latest\" or \"random\"")
                }
                self = .number(try ComicNumberText.number(argument))
            }
        }
    }

    @OptionGroup var global: GlobalOptions

    // Collected raw, unrecognized words included: the parser would drop "-1"
    // as an unknown option before a plain argument could take it, and then
    // say only that an argument is missing.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("A comic number (327 or #327), \"latest\" or \"random\".", valueName: "comic"),
        completion: .list(["latest", "random"]))
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
        let words = try ComicNumberText.values(words)
        guard let word = words.first else { throw ValidationError("give a comic number, \"latest\" or \"random\"") }
        guard words.count == 1 else {
            throw ValidationError("Unexpected argument '\(TerminalSanitizer.line(words[1]))'")
        }
        return try Which(argument: word)
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let which = try Self.which(from: words)
            try await Self.printComic(
                which, json: json, unread: unread, images: images, global: global,
                environment: try AppEnvironment(global: global))
        }
    }

    /// `show`'s output, which `xkcd 327` prints too when piped.
    static func printComic(
        _ which: Which, json: Bool, unread: Bool, images: ImageOptions, global: GlobalOptions,
        environment: AppEnvironment
    ) async throws {
        try await CommandFailure.reporting {
            let networkDeadline = ContinuousClock.now + Self.networkPhase
            let library = environment.library
            // A bad --images or XKCD_IMAGES is reported before anything is fetched.
            let imagePrinter = json ? nil : try ComicImagePrinter(options: images, environment: environment)
            let comic: Comic
            switch which {
            case .number(let number): comic = try await library.comic(number)
            case .latest: comic = try await library.newestComic()
            case .random: comic = try await pickRandom(in: environment, unread: unread)
            }
            let isBookmarked = try await environment.bookmarkStore.contains(comic.number)
            let isRead = try await environment.readMarkStore.contains(comic.number)
            if json {
                print(try ComicJSON.text(ComicJSON(comic: comic, bookmarked: isBookmarked, read: isRead)))
            } else {
                try await imagePrinter?.print(comic, before: networkDeadline)
                let state = ComicDetailState(comic: comic, isBookmarked: isBookmarked)
                print(TextOutput(color: global.color).detail(state), terminator: "")
            }
            await Notes.reportCacheProblem(in: environment)
        }
    }
}

extension ShowCommand {
    /// The comic and its image share it: a slow server costs this, not a request's limit twice.
    static let networkPhase = Duration.seconds(10)

    private static func pickRandom(in environment: AppEnvironment, unread: Bool) async throws -> Comic {
        let excluded = unread ? try await environment.readMarkStore.markedNumbers() : []
        do {
            let pick = try await environment.random.pick(excluding: excluded)
            if pick.isFromCache {
                let reason = environment.latestSource.hasNetwork ? "the network is unreachable" : "offline"
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
