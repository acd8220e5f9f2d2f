import ArgumentParser
import ComicData
import ComicUI

/// `xkcd bookmarks remove` and `xkcd marks remove`: all of them, or none
/// when one is not marked.
struct MarkRemoveCommand<Marks: MarkTransferKind>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove",
            abstract: Marks.kind == .bookmark
                ? "Remove bookmarks by number."
                : "Mark comics unread by number (all of them, or none if one is not read).",
            usage: "xkcd \(Marks.parent) remove <number>... [<options>]")
    }

    @OptionGroup var global: GlobalOptions

    @OptionGroup var selection: ComicNumbers

    func run() async throws {
        try await CommandFailure.reporting {
            let services = try AppEnvironment(settings: global.settings()).services
            if selection.whatif {
                try await services.whatIf.remove(Marks.kind, selection.distinct)
                return Console.current.print("\(Marks.kind.removed) What If? \(NumberList.text(selection.distinct)).")
            }
            try await services.marks(Marks.kind).remove(selection.distinct)
            Console.current.print("\(Marks.kind.removed) \(NumberList.text(selection.distinct)).")
        }
    }
}
