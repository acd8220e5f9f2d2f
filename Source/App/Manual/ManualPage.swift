import ArgumentParser
import Foundation

/// `xkcd.1`, written by `xkcd --generate-manual` from the parser's own
/// description (commands, options, arguments) and the program's tables
/// (the reader's keymaps, the settings), so it needs no build of anything else.
enum ManualPage {
    /// The hidden command line that prints it (the packaging scripts use it).
    static let option = "--generate-manual"

    static func roff() throws -> String {
        let root = try CommandDescription.of(CompletionRoot.self)
        let configuration = XKCDCommand.configuration
        let global = root.visibleArguments.filter { !$0.isPositional }
        let globalNames = global.reduce(into: Set<String>()) { $0.formUnion($1.longNames) }
        var lines = [
            ".TH XKCD 1 \"\" \"xkcd \(configuration.version)\" \"User Commands\"",
            ".SH NAME",
            "xkcd \\- " + Roff.text(configuration.abstract.lowercased().trimmingCharacters(in: ["."])),
            ".SH SYNOPSIS",
            ".B xkcd",
            "[\\fIoptions\\fR] [\\fIcommand\\fR] [\\fIarguments\\fR]",
            ".SH DESCRIPTION",
            Roff.text(configuration.abstract),
            ".PP",
            Roff.text(configuration.discussion),
            ".SH COMMANDS",
        ]
        for command in root.visibleSubcommands where command.commandName != "help" {
            lines += commandLines(command, path: ["xkcd"], skipping: globalNames)
        }
        lines += [
            ".SH OPTIONS",
            "Accepted before or after a command's name, by every command that uses them.",
        ]
        lines += global.map { option in Roff.tagged(Roff.bold(option.spelling), optionText(option)) }
        lines += ManualSections.all
        return lines.joined(separator: "\n") + "\n"
    }

    /// A command's entry, its own options under it, then its subcommands'.
    private static func commandLines(
        _ command: CommandDescription, path: [String], skipping global: Set<String>
    ) -> [String] {
        let words = path + [command.commandName]
        let arguments = command.visibleArguments
        let typed =
            ([Roff.bold(words.joined(separator: " "))]
            + arguments.filter(\.isPositional).map { Roff.italic($0.spelling) })
            .joined(separator: " ")
        var lines = [Roff.tagged(typed, command.abstract ?? "")]
        if let discussion = command.discussion, !discussion.isEmpty { lines += [".IP", Roff.text(discussion)] }
        let own = arguments.filter { !$0.isPositional && $0.longNames.isDisjoint(with: global) }
        if !own.isEmpty {
            lines.append(".RS")
            lines += own.map { option in Roff.tagged(Roff.bold(option.spelling), optionText(option)) }
            lines.append(".RE")
        }
        for subcommand in command.visibleSubcommands where subcommand.commandName != "help" {
            lines += commandLines(subcommand, path: words, skipping: global)
        }
        return lines
    }

    private static func optionText(_ option: ArgumentDescription) -> String {
        var text = option.abstract ?? ""
        if let discussion = option.discussion, !discussion.isEmpty { text += " " + discussion }
        if let value = option.defaultValue, option.kind == "option" { text += " (default: \(value))" }
        return text
    }
}
