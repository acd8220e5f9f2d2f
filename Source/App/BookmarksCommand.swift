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
            List.self, Add.self, MarkRemoveCommand<BookmarkTransfer>.self, Images.self,
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
                let bookmarks = environment.bookmarks
                // Quietly: a listing fetches what it can and says what it lacks.
                let fetched = try? await bookmarks.fetchUncached { sync, numbers in
                    try await sync.run(numbers: numbers)
                }
                var phantoms: [Int] = []
                if case .fetched(_, let noSuchComic) = fetched { phantoms = noSuchComic }
                let listing = try await bookmarks.marks.list()
                let numbers = Set(listing.comics.map(\.number))
                if json {
                    let read = try await environment.readMarkStore.markedNumbers()
                    print(
                        try MarkJSON.listText(
                            listing.marks.reversed(), kind: .bookmark, comics: listing.comics, bookmarked: numbers,
                            read: read))
                    Self.notePhantoms(phantoms)
                    if !listing.notCached.isEmpty {
                        Notes.write(
                            "note: not cached yet, so listed with null fields: \(NumberList.text(listing.notCached))")
                    }
                } else if listing.isEmpty {
                    Notes.write("No bookmarks yet: add one with 'xkcd bookmarks add <number>'.")
                } else {
                    let output = TextOutput(color: environment.settings.color)
                    print(output.list(listing.comics.map(FeedEntry.comic), bookmarked: numbers), terminator: "")
                    for number in listing.notCached {
                        let digits = String(number)
                        let reason = phantoms.contains(number) ? "no such comic" : "not cached yet"
                        // Piped: the same three fields as every line, date and title empty.
                        print(
                            output.isTerminal
                                ? String(repeating: " ", count: max(0, 5 - digits.count)) + digits + " *  (\(reason))"
                                : digits + "\t\t")
                    }
                    Self.notePhantoms(phantoms)
                    let waiting = listing.notCached.filter { !phantoms.contains($0) }
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
                let environment = try AppEnvironment(settings: global.settings())
                let bookmarks = environment.bookmarks
                let addition = try await bookmarks.marks.add(selection.distinct)
                if !addition.added.isEmpty { print("Bookmarked \(NumberList.text(addition.added)).") }
                if !addition.already.isEmpty { print("Already bookmarked: \(NumberList.text(addition.already)).") }
                let saving = await bookmarks.saveImages(
                    of: Set(addition.comics.map(\.number)), with: environment.imageLoader(cache: imageCache))
                Notes.reportImagesNotSaved(saving?.failures ?? [:])
            }
        }
    }
}
