import ArgumentParser
import ComicData
import ComicUI

/// Which marks a family of subcommands (export, import, remove) moves, and
/// under which parent; an old spelling hides from help and says where it moved.
protocol MarkTransferKind {
    static var kind: MarkKind { get }
    static var parent: String { get }
    static var isDeprecated: Bool { get }
}

extension MarkTransferKind {
    static var isDeprecated: Bool { false }

    /// Says, for an old spelling, where the command moved (stderr, one line).
    static func noteDeprecation(of command: String) {
        guard isDeprecated else { return }
        StandardError.note(
            "note: 'xkcd \(parent) \(command)' is now 'xkcd \(ReadMarkTransfer.parent) \(command)'; "
                + "the old name goes away in the next release")
    }
}

enum BookmarkTransfer: MarkTransferKind {
    static let (kind, parent) = (MarkKind.bookmark, "bookmarks")
}

enum ReadMarkTransfer: MarkTransferKind {
    static let (kind, parent) = (MarkKind.read, "marks")
}

/// `xkcd read export|import`, the spelling before `xkcd marks`: it still works, with a note.
enum DeprecatedReadMarkTransfer: MarkTransferKind {
    static let (kind, parent, isDeprecated) = (MarkKind.read, "read", true)
}

/// `xkcd bookmarks export` and `xkcd marks export`.
struct MarkExportCommand<Marks: MarkTransferKind>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract:
                "Write every \(Marks.kind.noun) (number, title, \(Marks.kind.timeField)) to standard output, oldest first.",
            usage: "xkcd \(Marks.parent) export [--format json|csv] [<options>]",
            shouldDisplay: !Marks.isDeprecated)
    }

    @OptionGroup var global: GlobalOptions

    @Option(help: "json or csv.")
    var format = MarkFileFormat.json

    func run() async throws {
        Marks.noteDeprecation(of: "export")
        try await MarkTransfer.export(Marks.kind, format: format, global: global)
    }
}

/// `xkcd bookmarks import` and `xkcd marks import`.
struct MarkImportCommand<Marks: MarkTransferKind>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: "\(Marks.kind.verb) the comics of a file: all of them, or none if a line is wrong.",
            usage: "xkcd \(Marks.parent) import <file> [<options>]",
            discussion: """
                Reads the JSON or CSV that export writes, or comic numbers one per line or \
                separated by commas. A comic that has a \(Marks.kind.noun) keeps its time; a new \
                one gets the file's time, else now.\(Marks.kind == .bookmark ? Self.fetchNote : "")
                """,
            shouldDisplay: !Marks.isDeprecated)
    }

    @OptionGroup var global: GlobalOptions

    private static var fetchNote: String {
        " Then fetches the comics the cache lacks, as sync does, for reading offline (not with --offline)."
    }

    @Argument(help: "The file, or - for standard input.", completion: .file())
    var file: String

    @OptionGroup var imageCache: ImageCacheOptions

    func run() async throws {
        Marks.noteDeprecation(of: "import")
        try await MarkTransfer.import(Marks.kind, file: file, global: global, imageCache: imageCache)
    }
}
