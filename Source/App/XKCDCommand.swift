import ArgumentParser
import ComicData
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
            ReadCommand.self, LatestCommand.self, ShowCommand.self, ExplainCommand.self, WhatIfCommand.self,
            BookmarksCommand.self,
            MarksCommand.self, SyncCommand.self, SearchCommand.self, NewCommand.self, ConfigCommand.self,
        ],
        defaultSubcommand: ReadCommand.self
    )

    /// The command a command line names, global options anywhere (see `CommandLineOrder`).
    static func parse(commandLine arguments: [String]) throws -> any ParsableCommand {
        // argument-parser's time grows with the square of the words: refuse
        // more than any use needs before it sees them.
        guard arguments.count <= maximumArguments else {
            throw CommandFailure(
                "too many arguments (\(arguments.count.grouped)); at most \(maximumArguments.grouped): "
                    + "'xkcd marks import' reads any number of comics from a file",
                exitCode: ExitCode.validationFailure.rawValue)
        }
        let arranged = try CommandLineOrder.arranged(arguments)
        return try LeafCommandParse.parse(arranged) ?? parseAsRoot(arranged)
    }

    /// More words than a command line needs: the archive has about 3,100 comics,
    /// and `marks import` takes a file for a list that long.
    static let maximumArguments = 1_000

    /// argument-parser's `main`, over `execute(_:)`; output that did not reach
    /// stdout is an error (`StandardOutputCheck`), said before anything else.
    static func main() async {
        StandardOutputCheck.exitIfClosed()
        StandardOutputCheck.ignoreClosedPipes()
        let arguments = Array(CommandLine.arguments.dropFirst())
        let ending: Ending
        if arguments == ["--version"] {
            // What `answeredAtOnce` prints, without the console's environment (ProcessInfo: 7% of the run).
            print(configuration.version)
            ending = Ending()
        } else if let answered = answeredAtOnce(arguments) {
            ending = answered
        } else if let parsed = parsedBesideNetworkLibrary(arguments) {
            ending = await execute(parsed: parsed)
        } else if runsOnCallingThread(arguments) {
            ending = CallingThreadExecutor.run { await execute(arguments) } ?? Ending(status: 1)
        } else {
            ending = await execute(arguments)
        }
        StandardOutputCheck.exitOnFailure()
        ending.say()
        guard ending.status == 0 else { Foundation.exit(ending.status) }
        StandardOutputCheck.exitOnFailure()
    }
}
