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
            SearchCommand.self,
        ],
        defaultSubcommand: ReadCommand.self
    )

    /// ArgumentParser's own main, then a check that stdout took everything.
    static func main() async {
        StandardOutputCheck.exitIfClosed()
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            StandardOutputCheck.exitOnFailure()
            exitWithSanitizedMessage(for: error)
        }
        StandardOutputCheck.exitOnFailure()
    }
}
