import ArgumentParser

@main
struct XKCDCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xkcd",
        abstract: "Read xkcd comics in the terminal.",
        discussion: """
            With no subcommand on a terminal, opens the interactive reader; piped, \
            prints the newest comics as plain text.
            """,
        version: "0.1.0",
        subcommands: [
            ReadCommand.self, LatestCommand.self, ShowCommand.self, BookmarksCommand.self, SyncCommand.self,
            SearchCommand.self, ConfigCommand.self,
        ],
        defaultSubcommand: ReadCommand.self
    )
}
