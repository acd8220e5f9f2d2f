import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd bookmarks`: list, add and remove saved comics.
struct BookmarksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bookmarks",
        abstract: "List, add or remove bookmarks.",
        subcommands: [List.self, Add.self, Remove.self, Images.self],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the bookmarks, newest saved first.")

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Print JSON only: an array of comics with the API's field names plus \"bookmarked\".")
        var json = false

        func run() async throws {
            try await CommandFailure.reporting {
                let comics = try await AppEnvironment(global: global).allBookmarks()
                let numbers = Set(comics.map(\.number))
                if json {
                    print(try ComicJSON.text(ComicJSON.list(comics, bookmarked: numbers)))
                } else if comics.isEmpty {
                    Notes.write("No bookmarks yet: add one with 'xkcd bookmarks add <number>'.")
                } else {
                    print(PlainComicList.render(comics: comics, bookmarked: numbers), terminator: "")
                }
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Bookmark comics by number.")

        @OptionGroup var global: GlobalOptions

        @OptionGroup var selection: ComicNumbers

        @OptionGroup var imageCache: ImageCacheOptions

        func run() async throws {
            try await CommandFailure.reporting {
                let environment = try AppEnvironment(global: global)
                // Every comic is found before anything is saved: all of them or none.
                var comics: [Comic] = []
                for number in selection.distinct {
                    comics.append(try await environment.comic(number))
                }
                try await environment.bookmarks.save(contentsOf: comics)
                print("Bookmarked \(comics.map { "#\($0.number)" }.joined(separator: ", ")).")
                // Bookmarks are for reading offline: their images are saved now.
                let failures = await environment.imageLoader(cache: imageCache).prefetch(comics)
                for (number, reason) in failures.sorted(by: { $0.key < $1.key }) {
                    Notes.write("note: comic \(number): image not saved: \(reason.description)")
                }
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove bookmarks by number.")

        @OptionGroup var global: GlobalOptions

        @OptionGroup var selection: ComicNumbers

        func run() async throws {
            try await CommandFailure.reporting {
                let environment = try AppEnvironment(global: global)
                let saved = try await environment.bookmarkedNumbers()
                let unknown = selection.distinct.filter { !saved.contains($0) }
                guard unknown.isEmpty else {
                    throw CommandFailure("not bookmarked: \(unknown.map { "#\($0)" }.joined(separator: ", ")); nothing removed")
                }
                try await environment.bookmarks.remove(contentsOf: selection.distinct)
                print("Removed \(selection.distinct.map { "#\($0)" }.joined(separator: ", ")).")
            }
        }
    }
}
