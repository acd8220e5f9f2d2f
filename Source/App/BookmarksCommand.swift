import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd bookmarks`: list, add and remove saved comics.
struct BookmarksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bookmarks",
        abstract: "List, add or remove bookmarks.",
        subcommands: [List.self, Add.self, Remove.self],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the bookmarks, newest saved first.")

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Print JSON only: an array of comics with the API's field names plus \"bookmarked\".")
        var json = false

        func run() async throws {
            try await CommandFailure.reporting {
                let comics = try await AppEnvironment(global: global).library.bookmarkedComics()
                let numbers = Set(comics.map(\.number))
                if json {
                    print(try ComicJSON.text(ComicJSON.list(comics, bookmarked: numbers)))
                } else if comics.isEmpty {
                    Notes.write("No bookmarks yet: add one with 'xkcd bookmarks add <number>'.")
                } else {
                    print(PlainComicList.render(comics.map(FeedEntry.comic), bookmarked: numbers), terminator: "")
                }
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Bookmark comics by number.")

        @OptionGroup var global: GlobalOptions

        @OptionGroup var selection: ComicNumbers

        func run() async throws {
            try await CommandFailure.reporting {
                // Every comic is found before anything is saved: all of them or none.
                let comics = try await AppEnvironment(global: global).library.addBookmarks(selection.distinct)
                print("Bookmarked \(comics.map { "#\($0.number)" }.joined(separator: ", ")).")
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove bookmarks by number.")

        @OptionGroup var global: GlobalOptions

        @OptionGroup var selection: ComicNumbers

        func run() async throws {
            try await CommandFailure.reporting {
                try await AppEnvironment(global: global).library.removeBookmarks(selection.distinct)
                print("Removed \(selection.distinct.map { "#\($0)" }.joined(separator: ", ")).")
            }
        }
    }
}
