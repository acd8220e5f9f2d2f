import ArgumentParser
import ComicUI
import Foundation

@main
struct XKCDCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xkcd",
        abstract: "Read xkcd comics in the terminal.",
        discussion: """
            With no subcommand on a terminal, opens the interactive reader; piped, \
            prints the newest comics as plain text. `xkcd 327` opens it at that comic (piped: \
            prints the comic as show does). Global options (--offline, --db, \
            --base-url, --color, --images) go before or after a command's name.
            """,
        version: "0.1.0",
        subcommands: [
            ReadCommand.self, LatestCommand.self, ShowCommand.self, ExplainCommand.self, BookmarksCommand.self,
            MarksCommand.self, SyncCommand.self, SearchCommand.self, ConfigCommand.self,
        ],
        defaultSubcommand: ReadCommand.self
    )

    /// The command a command line names, global options anywhere (see `CommandLineOrder`).
    static func parse(commandLine arguments: [String]) throws -> any ParsableCommand {
        try parseAsRoot(try CommandLineOrder.arranged(arguments))
    }

    /// argument-parser's `main`, over `parse(commandLine:)`; a `CommandFailure`
    /// exits with its own status. Every error line is sanitized, and output
    /// that did not reach stdout is an error (`StandardOutputCheck`).
    static func main() async {
        StandardOutputCheck.exitIfClosed()
        StandardOutputCheck.ignoreClosedPipes()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let shell = CompletionRoot.requestedShell(in: arguments) {
            print(CompletionRoot.completionScript(for: shell))
            StandardOutputCheck.exitOnFailure()
            return
        }
        do {
            var command = try parse(commandLine: arguments)
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandFailure {
            StandardOutputCheck.exitOnFailure()
            StandardError.error(failure.description)
            Foundation.exit(failure.exitCode)
        } catch {
            StandardOutputCheck.exitOnFailure()
            exitWithSanitizedMessage(for: error)
        }
        StandardOutputCheck.exitOnFailure()
    }
}
