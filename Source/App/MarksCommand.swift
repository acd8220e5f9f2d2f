import ArgumentParser

/// `xkcd marks export|import`: move read marks between databases and machines.
struct MarksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "marks",
        abstract: "Export or import read marks: which comics you have opened, and when.",
        subcommands: [MarkExportCommand<ReadMarkTransfer>.self, MarkImportCommand<ReadMarkTransfer>.self]
    )
}
