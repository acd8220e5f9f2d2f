import ArgumentParser
import ComicData

/// Which marks a pair of export and import subcommands moves, and how
/// their help names them.
protocol MarkTransferKind {
    static var kind: MarkKind { get }
    /// "bookmark" or "read mark".
    static var noun: String { get }
    /// What `import` does to a comic of the file: "bookmark" or "mark read".
    static var importVerb: String { get }
}

enum BookmarkTransfer: MarkTransferKind {
    static let kind = MarkKind.bookmark
    static let noun = "bookmark"
    static let importVerb = "Bookmark"
}

enum ReadMarkTransfer: MarkTransferKind {
    static let kind = MarkKind.read
    static let noun = "read mark"
    static let importVerb = "Mark read"
}

/// `xkcd bookmarks export` and `xkcd read export`.
struct MarkExportCommand<Marks: MarkTransferKind>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract:
                "Write every \(Marks.noun) (number, title, \(Marks.kind.timeField)) to standard output, oldest first.")
    }

    @OptionGroup var global: GlobalOptions

    @Option(help: "json or csv.")
    var format = MarkFileFormat.json

    func run() async throws {
        try await MarkTransfer.export(Marks.kind, format: format, global: global)
    }
}

/// `xkcd bookmarks import` and `xkcd read import`.
struct MarkImportCommand<Marks: MarkTransferKind>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: "\(Marks.importVerb) the comics of a file: all of them, or none if a line is wrong.",
            discussion: """
                Reads the JSON or CSV that export writes, or comic numbers one per line or \
                separated by commas. A comic that has a \(Marks.noun) keeps its time; a new \
                one gets the file's time, else now.
                """)
    }

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The file, or - for standard input.")
    var file: String

    func run() async throws {
        try await MarkTransfer.import(Marks.kind, file: file, global: global)
    }
}
