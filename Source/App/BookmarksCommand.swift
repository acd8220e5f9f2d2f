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
                let listing = try await environment.bookmarks.listing()
                let (marks, phantoms) = (listing.marks, listing.noSuchComic)
                let bookmarked = Set(marks.marks.map(\.number))
                if json {
                    let read = try await environment.readMarkStore.markedNumbers()
                    print(
                        try MarkJSON.listText(
                            marks.marks.reversed(), kind: .bookmark, comics: marks.comics, bookmarked: bookmarked,
                            read: read))
                } else if marks.isEmpty {
                    Notes.write("No bookmarks yet: add one with 'xkcd bookmarks add <number>'.")
                } else {
                    let output = TextOutput(color: environment.settings.color)
                    let notCached = marks.notCached.map {
                        ($0, phantoms.contains($0) ? "no such comic" : "not cached yet")
                    }
                    print(output.markList(marks.comics, notCached: notCached, bookmarked: bookmarked), terminator: "")
                }
                // JSON and piped lines have no place for why a comic is missing.
                if !phantoms.isEmpty {
                    let list = phantoms.map(String.init).joined(separator: " ")
                    Notes.write(
                        "note: there is no comic \(NumberList.text(phantoms)); 'xkcd bookmarks remove \(list)' removes "
                            + (phantoms.count == 1 ? "its bookmark" : "their bookmarks"))
                }
                let waiting = json ? marks.notCached : listing.waiting
                if json || !TerminalEnvironment.isOutputTerminal, !waiting.isEmpty {
                    Notes.write(
                        "note: not cached yet\(json ? ", so listed with null fields" : ""): \(NumberList.text(waiting))"
                    )
                }
            }
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
