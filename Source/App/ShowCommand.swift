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

    @OptionGroup var imageCache: ImageCacheOptions

    @Flag(help: "With random: pick among comics not read yet.")
    var unread = false

    @Flag(help: "Draw the comic's best image: its large version, else its 2x one, else the normal one.")
    var large = false

    func validate() throws {
        let choice = try Self.choice(from: words, unread: unread)
        if unread, choice != .random(unread: true) { throw ValidationError("--unread goes with 'random' only") }
    }

    /// The comic asked for; nil only if `validate()` would fail.
    var choice: ComicChoice? { try? Self.choice(from: words, unread: unread) }

    static func choice(from words: [String], unread: Bool) throws -> ComicChoice {
        try refusedAsUsage {
            try ComicChoice(
                argument: ComicNumberText.single(words, missing: "give a comic number, \"latest\" or \"random\""),
                unread: unread)
        }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            try await Self.printComic(
                try Self.choice(from: words, unread: unread), json: json, imageCache: imageCache, large: large,
                environment: try AppEnvironment(settings: global.settings(images.flags)))
        }
    }

    /// `show`'s output, which `xkcd 327` prints too when piped.
    static func printComic(
        _ choice: ComicChoice, json: Bool, imageCache: ImageCacheOptions, large: Bool = false,
        environment: AppEnvironment
    ) async throws {
        try await CommandFailure.reporting {
            // The comic and its image share one phase: a slow server costs this, not a request's limit twice.
            let networkDeadline = ContinuousClock.now + environment.settings.networkPhase
            let settings = environment.settings
            let imagePrinter =
                json
                ? nil
                : ComicImagePrinter(
                    profile: settings.terminal, loader: environment.imageLoader(cache: imageCache),
                    note: Console.current.note)
            let found = try await environment.comicLookup.find(choice)
            try await imagePrinter?.print(found.comic, best: large, before: networkDeadline)
            try ComicShowReport.report(
                found, json: json, output: TextOutput(profile: settings.terminal),
                cacheProblem: await environment.services.cacheProblemNote(),
                explanationPagePrefix: environment.services.explanationPagePrefix
            ).emit()
        }
    }
}
