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
                let comics = try await AppEnvironment(global: global).allBookmarks()
                let numbers = Set(comics.map(\.number))
                if json {
                    print(try ComicJSON.text(ComicJSON.list(comics, bookmarked: numbers)))
                } else if comics.isEmpty {
                    FileHandle.standardError.write(Data("No bookmarks yet: add one with 'xkcd bookmarks add <number>'.\n".utf8))
                } else {
                    print(PlainComicList.render(comics: comics, bookmarked: numbers), terminator: "")
                }
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Bookmark comics by number.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "Comic numbers.")
        var numbers: [Int]

        func validate() throws {
            guard !numbers.isEmpty else { throw ValidationError("give at least one comic number") }
            if let bad = numbers.first(where: { $0 < 1 }) {
                throw ValidationError("comic numbers start at 1, got \(bad)")
            }
        }

        func run() async throws {
            try await CommandFailure.reporting {
                let environment = try AppEnvironment(global: global)
                // Every comic is found before anything is saved: all of them or none.
                var comics: [Comic] = []
                for number in Set(numbers).sorted() {
                    comics.append(try await environment.comic(number))
                }
                try await environment.bookmarks.save(contentsOf: comics)
                print("Bookmarked \(comics.map { "#\($0.number)" }.joined(separator: ", ")).")
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove bookmarks by number.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: "Comic numbers.")
        var numbers: [Int]

        func validate() throws {
            guard !numbers.isEmpty else { throw ValidationError("give at least one comic number") }
        }

        func run() async throws {
            try await CommandFailure.reporting {
                let environment = try AppEnvironment(global: global)
                let saved = try await environment.bookmarkedNumbers()
                let unknown = Set(numbers).subtracting(saved).sorted()
                guard unknown.isEmpty else {
                    throw CommandFailure("not bookmarked: \(unknown.map { "#\($0)" }.joined(separator: ", ")); nothing removed")
                }
                try await environment.bookmarks.remove(contentsOf: Set(numbers).sorted())
                print("Removed \(Set(numbers).sorted().map { "#\($0)" }.joined(separator: ", ")).")
            }
        }
    }
}
