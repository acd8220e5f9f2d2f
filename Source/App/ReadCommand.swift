import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd` with no subcommand: the interactive reader on a terminal; the
/// first page as plain text when the output is piped.
struct ReadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Browse the newest comics and your bookmarks.",
        usage: "xkcd [read] [<number>] [--fresh] [<options>]",
        discussion: """
            Keys: ↑/↓ or j/k move, PgUp/PgDn page, Home/End first/last, Enter open, \
            Esc or q back, b bookmark, u read/unread, Tab Latest → Bookmarks → Unread, r refresh or retry, q quit (from a list), Q quit.
            """,
        // The old spelling of `xkcd marks export|import`, hidden from help.
        subcommands: [
            MarkExportCommand<DeprecatedReadMarkTransfer>.self, MarkImportCommand<DeprecatedReadMarkTransfer>.self,
        ]
    )

    @OptionGroup var global: GlobalOptions

    @OptionGroup var images: ImageOptions

    @OptionGroup var imageCache: ImageCacheOptions

    @OptionGroup var reader: ReaderOptions

    @Flag(help: "Start at the newest comic, not where the last run left off.")
    var fresh = false

    /// `xkcd 327` arrives as `read --start-at=327` (see `CommandLineOrder`).
    @Option(name: .customLong("start-at"), help: .hidden)
    var startText: String?

    func validate() throws {
        if let startText { _ = try refusedAsUsage { try ComicNumberText.number(startText) } }
    }

    /// The comic to open at; nil for the feed (and when `validate()` would fail).
    var startNumber: Int? { startText.flatMap { try? ComicNumberText.number($0) } }

    func run() async throws {
        try await CommandFailure.reporting {
            let environment = try AppEnvironment(
                settings: global.settings(images.flags, reader.flags),
                connections: Console.current.isInteractive ? .pool : .one)
            guard Console.current.isInteractive else {
                // Piped, `xkcd 327` prints the comic as `xkcd show 327` does.
                if let startNumber {
                    try await ShowCommand.printComic(
                        .number(startNumber), json: false, imageCache: imageCache,
                        environment: environment)
                } else {
                    try await LatestListing.print(count: 20, json: false, from: environment)
                }
                return
            }
            let signal = try await InteractiveReader(
                environment: environment, imageCache: imageCache, resumes: !fresh, startNumber: startNumber
            ).run()
            // Ended by a signal: exit as a shell reports it, the terminal already restored.
            if let signal { throw ExitCode(128 + signal) }
        }
    }
}
