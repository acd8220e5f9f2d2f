import ArgumentParser
import Foundation

/// A command as argument-parser describes it (`--experimental-dump-help`'s
/// JSON): the manual is written from the parser's own account, so it
/// cannot name an option the parser lacks, nor leave one out.
struct CommandDescription: Decodable {
    let commandName: String
    let abstract: String?
    let discussion: String?
    let shouldDisplay: Bool
    let subcommands: [CommandDescription]?
    let arguments: [ArgumentDescription]?

    private struct Dump: Decodable {
        let command: CommandDescription
    }

    /// `command`'s description, its subcommands' within it.
    static func of(_ command: any ParsableCommand.Type) throws -> CommandDescription {
        try JSONDecoder().decode(Dump.self, from: Data(command._dumpHelp().utf8)).command
    }

    var visibleArguments: [ArgumentDescription] { (arguments ?? []).filter(\.shouldDisplay) }
    var visibleSubcommands: [CommandDescription] { (subcommands ?? []).filter(\.shouldDisplay) }
}

struct ArgumentDescription: Decodable {
    struct Name: Decodable {
        let kind: String
        let name: String

        var typed: String { kind == "short" ? "-" + name : (kind == "long" ? "--" : "-") + name }
    }

    let kind: String
    let shouldDisplay: Bool
    let isOptional: Bool
    let isRepeating: Bool
    let names: [Name]?
    let valueName: String?
    let defaultValue: String?
    let abstract: String?
    let discussion: String?

    var isPositional: Bool { kind == "positional" }

    /// How it is typed: `-c, --count <n>`, or `<comic> ...` for an argument.
    var spelling: String {
        let value = valueName.map { "<\($0)>" + (isRepeating ? " ..." : "") }
        if isPositional { return isOptional ? "[\(value ?? "")]" : value ?? "" }
        let typed = (names ?? []).map(\.typed).joined(separator: ", ")
        guard kind == "option", let value else { return typed }
        return typed + " " + value
    }

    /// The long names, as `--count`: what identifies an option across commands.
    var longNames: Set<String> { Set((names ?? []).map(\.typed)) }
}
