import ArgumentParser
import ComicData
import ComicUI

/// `xkcd bookmarks remove` and `xkcd marks remove`: all of them, or none
/// when one is not marked.
struct MarkRemoveCommand<Marks: MarkTransferKind>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove", abstract: Marks.removeAbstract,
            usage: "xkcd \(Marks.parent) remove <number>... [<options>]")
    }

    @OptionGroup var global: GlobalOptions

    @OptionGroup var selection: ComicNumbers

    func run() async throws {
        try await CommandFailure.reporting {
            try await AppEnvironment(settings: global.settings()).services.marks(Marks.kind).remove(selection.distinct)
            print("\(Marks.removed) \(NumberList.text(selection.distinct)).")
        }
    }
}
