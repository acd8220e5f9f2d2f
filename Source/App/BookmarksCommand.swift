import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd bookmarks`: list, add, remove, export and import saved comics.
struct BookmarksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bookmarks",
        abstract: "List, add, remove, export, import bookmarks, or list their saved images.",
        subcommands: [
            List.self, Add.self, Remove.self, Images.self,
            MarkExportCommand<BookmarkTransfer>.self, MarkImportCommand<BookmarkTransfer>.self,
        ],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the bookmarks, newest saved first.", usage: "xkcd bookmarks [list] [--json] [<options>]")

        @OptionGroup var global: GlobalOptions

        @Flag(
            help: """
                Print JSON only: an array of comics with the API's field names plus "bookmarked", "read" \
                and "saved_at"; a comic not cached yet has null fields.
                """)
        var json = false

        func run() async throws {
            try await CommandFailure.reporting {
                let environment = try AppEnvironment(settings: global.settings())
                let phantoms = try await environment.cacheBookmarkedComics()
                let comics = try await environment.bookmarkStore.allComics()
                let notCached = try await BookmarkStore(database: environment.database).numbersNotCached()
                let numbers = Set(comics.map(\.number))
                let read = try await environment.readMarkStore.markedNumbers()
                if json {
                    let marks = try await MarkTransferStore(database: environment.database).exportedMarks(.bookmark)
                    print(
                        try MarkJSON.listText(marks, kind: .bookmark, comics: comics, bookmarked: numbers, read: read))
                    Self.notePhantoms(phantoms)
                    if !notCached.isEmpty {
                        Notes.write("note: not cached yet, so listed with null fields: \(NumberList.text(notCached))")
                    }
                } else if comics.isEmpty, notCached.isEmpty {
                    Notes.write("No bookmarks yet: add one with 'xkcd bookmarks add <number>'.")
                } else {
                    let output = TextOutput(color: environment.settings.color)
                    print(output.list(comics.map(FeedEntry.comic), bookmarked: numbers), terminator: "")
                    for number in notCached {
                        let digits = String(number)
                        let reason = phantoms.contains(number) ? "no such comic" : "not cached yet"
                        // Piped: the same three fields as every line, date and title empty.
                        print(
                            output.isTerminal
                                ? String(repeating: " ", count: max(0, 5 - digits.count)) + digits + " *  (\(reason))"
                                : digits + "\t\t")
                    }
                    Self.notePhantoms(phantoms)
                    let waiting = notCached.filter { !phantoms.contains($0) }
                    if !output.isTerminal, !waiting.isEmpty {
                        Notes.write("note: not cached yet: \(NumberList.text(waiting))")
                    }
                }
            }
        }

        /// Bookmarks of numbers that are no comic (imported before imports
        /// checked): named, with the command that removes them.
        private static func notePhantoms(_ numbers: [Int]) {
            guard !numbers.isEmpty else { return }
            let list = numbers.map(String.init).joined(separator: " ")
            Notes.write(
                "note: there is no comic \(NumberList.text(numbers)); "
                    + "'xkcd bookmarks remove \(list)' removes \(numbers.count == 1 ? "its bookmark" : "their bookmarks")"
            )
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Bookmark comics by number.", usage: "xkcd bookmarks add <number>... [<options>]")

        @OptionGroup var global: GlobalOptions

        @OptionGroup var selection: ComicNumbers

        @OptionGroup var imageCache: ImageCacheOptions

        func run() async throws {
            try await CommandFailure.reporting {
                // Every comic is found before anything is saved: all of them or none.
                let environment = try AppEnvironment(settings: global.settings())
                let comics = try await environment.library.comics(selection.distinct)
                var already: [Int] = []
                for comic in comics where try await environment.bookmarkStore.contains(comic.number) {
                    already.append(comic.number)
                }
                // Saving one again would keep its date anyway; only the new ones are saved and named.
                let added = comics.filter { !already.contains($0.number) }
                try await environment.bookmarkStore.save(contentsOf: added)
                if !added.isEmpty { print("Bookmarked \(NumberList.text(added.map(\.number))).") }
                if !already.isEmpty { print("Already bookmarked: \(NumberList.text(already)).") }
                // Bookmarks are for reading offline: their images are saved now.
                let failures = await environment.imageLoader(cache: imageCache).prefetch(comics)
                for (number, reason) in failures.sorted(by: { $0.key < $1.key }) {
                    Notes.write("note: comic \(number): image not saved: \(reason.description)")
                }
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove bookmarks by number.", usage: "xkcd bookmarks remove <number>... [<options>]")

        @OptionGroup var global: GlobalOptions

        @OptionGroup var selection: ComicNumbers

        func run() async throws {
            try await CommandFailure.reporting {
                // Nothing is removed when one of them is not bookmarked.
                try await AppEnvironment(settings: global.settings()).bookmarkStore.remove(exactly: selection.distinct)
                print("Removed \(NumberList.text(selection.distinct)).")
            }
        }
    }
}
