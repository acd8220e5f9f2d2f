import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd` with no subcommand: the interactive reader on a terminal; the
/// first page as plain text when the output is piped.
struct ReadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Browse the newest comics and your bookmarks (the default).",
        discussion: """
            Keys: ↑/↓ or j/k move, PgUp/PgDn page, Home/End first/last, Enter open, \
            Esc back, b bookmark, Tab Latest ↔ Bookmarks, r refresh or retry, q quit.
            """
    )

    @OptionGroup var global: GlobalOptions

    @OptionGroup var images: ImageOptions

    func run() async throws {
        try await CommandFailure.reporting {
            let environment = try AppEnvironment(global: global)
            guard TerminalEnvironment.isInteractive else {
                let state = try await LatestFeed.load(count: 20, from: environment.latest)
                print(PlainComicList.render(comics: state.comics, failures: state.failures, bookmarked: state.bookmarkedNumbers), terminator: "")
                Notes.reportGaps(of: state, json: false)
                return
            }
            let signal: Int32?
            do {
                signal = try await InteractiveReader(environment: environment, images: try ReaderImages(options: images, environment: environment)).run()
            } catch let error as TerminalError {
                throw CommandFailure(error.description)
            }
            // Ended by a signal: exit as a shell reports it, the terminal already restored.
            if let signal { throw ExitCode(128 + signal) }
        }
    }
}
