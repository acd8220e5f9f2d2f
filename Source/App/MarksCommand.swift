import ArgumentParser
import ComicData
import ComicUI

/// `xkcd marks`: the comics you have read, as `xkcd bookmarks` has the ones you saved.
struct MarksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "marks",
        abstract: "List, add, remove, export or import read marks: which comics you have opened, and when.",
        subcommands: [
            List.self, Add.self, MarkRemoveCommand<ReadMarkTransfer>.self,
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
                try MarkListReport.readMarks(
                    try await environment.services.marks(.read).list(),
                    bookmarked: try await environment.bookmarkStore.markedNumbers(), json: json,
                    output: TextOutput(profile: environment.settings.terminal)
                ).emit()
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
                let services = try AppEnvironment(settings: global.settings()).services
                if selection.whatif { return try await WhatIfMarking.add(.read, selection.distinct, services) }
                // Every comic is found before anything is marked, as `bookmarks add` does.
                let addition = try await services.marks(.read).add(selection.distinct)
                try MarkAdditionReport.report(added: addition.added, already: addition.already, kind: .read).emit()
            }
        }
    }
}
