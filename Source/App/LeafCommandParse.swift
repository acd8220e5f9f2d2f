import ArgumentParser

/// A command line that names a command without subcommands (`new`,
/// `latest`, `search`) is parsed by that command alone: the root's own parse
/// and its tree of every command are argument-parser's reflection that such
/// a line does not need, paid at every start (the shell prompt's `xkcd new`).
/// Anything else that line may ask for, help, a completion, an error, is
/// parsed again from the root, so what it prints names `xkcd` as before.
enum LeafCommandParse {
    /// `xkcd`'s commands without subcommands, by name. Found through
    /// `CommandTree`, the one named came after every configuration before it
    /// was built (the reader's instantiates generic commands): 3% of `xkcd
    /// new`'s start. `LeafCommandParseTests` checks this against the tree.
    static let leaves: [String: any ParsableCommand.Type] = [
        "latest": LatestCommand.self, "show": ShowCommand.self, "explain": ExplainCommand.self,
        "whatif": WhatIfCommand.self, "sync": SyncCommand.self, "search": SearchCommand.self,
        "new": NewCommand.self, "config": ConfigCommand.self,
    ]

    /// The command `arranged` (see `CommandLineOrder`) names among `leaves`,
    /// parsed alone; nil when the root must parse it.
    static func parse(
        _ arranged: [String], leaves: [String: any ParsableCommand.Type] = leaves
    ) -> (any ParsableCommand)? {
        guard let name = arranged.first, let command = leaves[name],
            command.configuration.subcommands.isEmpty,
            let parsed = try? command.parseAsRoot(Array(arranged.dropFirst()))
        else { return nil }
        // Help comes back as argument-parser's own command, not thrown: the root says it.
        return ObjectIdentifier(type(of: parsed)) == ObjectIdentifier(command) ? parsed : nil
    }
}

extension CommandConfiguration {
    /// This configuration for a command `LeafCommandParse` parses alone.
    /// argument-parser looks for `--generate-completion-script` with two more
    /// parsers of its own on every root it parses (a tenth of `xkcd new`'s
    /// start), unless the root is a part of a larger command: so it is said
    /// to be one, of `xkcd`, which answers completion requests itself.
    func parsedAlone() -> CommandConfiguration {
        var configuration = self
        configuration._superCommandName = "xkcd"
        return configuration
    }
}
