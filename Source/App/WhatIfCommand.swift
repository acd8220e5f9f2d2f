import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd whatif`: What If?'s newest articles, or one article as text or JSON.
struct WhatIfCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whatif",
        abstract: "Read What If?: the newest articles, or one article as terminal text.",
        usage: """
            xkcd whatif [--count <n>] [--json] [--unread] [<options>]
              xkcd whatif <article> [--json] [--offline] [<options>]
            """,
        discussion: """
            From the site (--whatif-url, env XKCD_WHATIF_URL), saved for offline reading; \
            `xkcd sync --whatif` saves every article and its illustrations. Piped, the list is \
            tab-separated (number, date, title) and an article wraps to $COLUMNS, else 80 columns.
            """
    )

    @OptionGroup var global: GlobalOptions

    // Collected raw, as `show` does, so "-1" is refused as a number rather than an unknown option.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("An article number (7 or #7), \"latest\" or \"random\".", valueName: "article"),
        completion: .list(["latest", "random"]))
    var words: [String] = []

    @Option(name: .shortAndLong, help: "How many articles the list shows (1-500).")
    var count = 20

    @Flag(help: "Print JSON only (see the manual for the fields).")
    var json = false

    @Flag(help: "List only articles not read yet.")
    var unread = false

    @OptionGroup var images: ImageOptions

    func validate() throws {
        guard (1...500).contains(count) else {
            throw ValidationError("--count must be between 1 and 500, got \(count)")
        }
        let choice = try Self.choice(from: words)
        if choice != nil, unread { throw ValidationError("--unread goes with the list, not with one article") }
    }

    /// The article asked for; nil for the list.
    static func choice(from words: [String]) throws -> WhatIfChoice? {
        guard let word = words.first else { return nil }
        guard words.count == 1 else { throw ValidationError("Unexpected argument '\(words[1].sanitizedLine)'") }
        guard let choice = WhatIfChoice(word) else {
            throw ValidationError("'\(word.sanitizedLine)' is not an article number, \"latest\" or \"random\"")
        }
        return choice
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let environment = try AppEnvironment(settings: global.settings(images.flags))
            let output = TextOutput(profile: environment.settings.terminal)
            guard let choice = try Self.choice(from: words) else {
                try await WhatIfReport.list(
                    count: count, unread: unread, json: json, from: environment.services, output: output
                ).emit()
                return
            }
            try await WhatIfArticlePrinter(environment: environment, output: output).print(choice, json: json)
        }
    }
}

extension String {
    fileprivate var sanitizedLine: String { TerminalSanitizer.line(self) }
}
