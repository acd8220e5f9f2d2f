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
                try MarkListReport.bookmarks(
                    try await environment.bookmarks.listing(),
                    read: try await environment.readMarkStore.markedNumbers(), json: json,
                    output: TextOutput(profile: environment.settings.terminal)
                ).emit()
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
                if selection.whatif {
                    return try await WhatIfMarking.add(.bookmark, selection.distinct, environment.services)
                }
                let bookmarks = environment.bookmarks
                let addition = try await bookmarks.marks.add(selection.distinct)
                let saving = await bookmarks.saveImages(
                    of: Set(addition.comics.map(\.number)), with: environment.imageLoader(cache: imageCache))
                try MarkAdditionReport.report(
                    added: addition.added, already: addition.already, kind: .bookmark,
                    imagesNotSaved: saving?.failures ?? [:]
                ).emit()
            }
        }
    }
}
