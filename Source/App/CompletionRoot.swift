import ArgumentParser

/// The command tree the shell completion scripts are made from: `xkcd`'s,
/// with the global options at its top too, so `xkcd --color <TAB>` offers
/// the colours and `xkcd --col<TAB>` completes the option.
///
/// `XKCDCommand` itself cannot declare them: argument-parser lets a
/// parent's options take words after a subcommand's name, which would rob
/// every subcommand of its own. This type is never parsed, only described.
struct CompletionRoot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: XKCDCommand.configuration.commandName,
        version: XKCDCommand.configuration.version,
        subcommands: XKCDCommand.configuration.subcommands,
        defaultSubcommand: XKCDCommand.configuration.defaultSubcommand
    )

    @OptionGroup var global: GlobalOptions

    @OptionGroup var images: ImageOptions

    @OptionGroup var imageCache: ImageCacheOptions

    @OptionGroup var reader: ReaderOptions

    /// The shell of `--generate-completion-script SHELL` (or `=SHELL`), when
    /// that is what the command line asks and the shell is one we know.
    static func requestedShell(in arguments: [String]) -> CompletionShell? {
        let option = "--generate-completion-script"
        guard let first = arguments.first else { return nil }
        if first.hasPrefix(option + "=") { return CompletionShell(rawValue: String(first.dropFirst(option.count + 1))) }
        guard first == option, arguments.count == 2 else { return nil }
        return CompletionShell(rawValue: arguments[1])
    }
}
