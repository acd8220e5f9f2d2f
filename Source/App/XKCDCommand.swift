import ArgumentParser

@main
struct XKCDCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xkcd",
        abstract: "Read xkcd comics in the terminal.",
        subcommands: [LatestCommand.self],
        defaultSubcommand: LatestCommand.self
    )
}
