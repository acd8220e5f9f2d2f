import ArgumentParser
import ComicData
import ComicUI

/// `xkcd marks`: the comics you have read, as `xkcd bookmarks` has the ones you saved.
struct MarksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "marks",
        abstract: "List, add, remove, export or import read marks: which comics you have opened, and when.",
        subcommands: [
            List.self, Add.self, Remove.self,
            MarkExportCommand<ReadMarkTransfer>.self, MarkImportCommand<ReadMarkTransfer>.self,
        ],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the comics you have read, the most recently read first.",
            usage: "xkcd marks [list] [--json] [<options>]")

        @OptionGroup var global: GlobalOptions

        @Flag(
            help: """
                Print JSON only: an array of comics with the API's field names plus "bookmarked", "read" \
                and "read_at"; a comic not cached yet has null fields.
                """)
        var json = false

        func run() async throws {
            try await CommandFailure.reporting {
                let environment = try AppEnvironment(settings: global.settings())
                // Oldest first, as export writes them; listed the other way.
                let marks = try await MarkTransferStore(database: environment.database).exportedMarks(.read)
                let cache = ComicCacheStore(database: environment.database)
                var comics: [Comic] = []
                var notCached: [Int] = []
                for mark in marks.reversed() {
                    if let comic = try await cache.cachedComic(mark.number) {
                        comics.append(comic)
                    } else {
                        notCached.append(mark.number)
                    }
                }
                let bookmarked = try await environment.bookmarkStore.markedNumbers()
                if json {
                    print(try MarkJSON.listText(marks, kind: .read, comics: comics, bookmarked: bookmarked, read: []))
                } else if marks.isEmpty {
                    Notes.write("No read marks yet: add one with 'xkcd marks add <number>'.")
                } else {
                    let output = TextOutput(color: environment.settings.color)
                    print(output.list(comics.map(FeedEntry.comic), bookmarked: bookmarked), terminator: "")
                    // Piped: the same three fields as every line, date and title empty.
                    for number in notCached { print(output.isTerminal ? "#\(number)  (not cached)" : "\(number)\t\t") }
                }
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Mark comics read by number (all of them, or none if one does not exist).",
            usage: "xkcd marks add <number>... [<options>]")

        @OptionGroup var global: GlobalOptions

        @OptionGroup var selection: ComicNumbers

        func run() async throws {
            try await CommandFailure.reporting {
                let environment = try AppEnvironment(settings: global.settings())
                // Every comic is found before anything is marked, as `bookmarks add` does.
                let comics = try await environment.library.comics(selection.distinct)
                var already: [Int] = []
                for comic in comics where try await environment.readMarkStore.contains(comic.number) {
                    already.append(comic.number)
                }
                let added = comics.map(\.number).filter { !already.contains($0) }
                try await environment.readMarkStore.setMarked(true, numbers: added)
                if !added.isEmpty { print("Marked read \(NumberList.text(added)).") }
                if !already.isEmpty { print("Already read: \(NumberList.text(already)).") }
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Mark comics unread by number (all of them, or none if one is not read).",
            usage: "xkcd marks remove <number>... [<options>]")

        @OptionGroup var global: GlobalOptions

        @OptionGroup var selection: ComicNumbers

        func run() async throws {
            try await CommandFailure.reporting {
                try await AppEnvironment(settings: global.settings()).readMarkStore.unmark(exactly: selection.distinct)
                print("Marked unread \(NumberList.text(selection.distinct)).")
            }
        }
    }
}
