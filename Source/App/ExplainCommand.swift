import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd explain`: explain xkcd's page for one comic, as terminal text or JSON.
struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print explain xkcd's explanation of a comic: explanation, transcript and trivia.",
        usage: "xkcd explain <number> [--json] [--offline] [<options>]",
        discussion: """
            From the wiki (--explain-url, env XKCD_EXPLAIN_URL), saved for offline reading; \
            --offline shows the saved one (`xkcd sync --explain` saves them all). Piped, the text \
            wraps to $COLUMNS when it is set, else to 80 columns.
            """
    )

    @OptionGroup var global: GlobalOptions

    // Collected raw, as `show` does, so "-1" is refused as a number rather than an unknown option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("A comic number (327 or #327).", valueName: "number"))
    var words: [String] = []

    @Flag(help: "Print JSON only: num, title, url, revid, explanation, transcript, trivia and incomplete.")
    var json = false

    func validate() throws {
        _ = try Self.number(from: words)
    }

    static func number(from words: [String]) throws -> Int {
        try refusedAsUsage { try ComicNumberText.number(ComicNumberText.single(words, missing: "give a comic number")) }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let number = try Self.number(from: words)
            let environment = try AppEnvironment(settings: global.settings())
            try await ExplanationReport.report(
                of: number, json: json, from: environment.services,
                output: TextOutput(profile: environment.settings.terminal)
            ).emit()
        }
    }
}
