import ArgumentParser

/// The commands as a person types them: each command's name and the
/// commands under it, hidden ones included (old spellings still work).
enum CommandTree {
    /// The commands directly under `command`, by the name typed for each.
    static func children(of command: any ParsableCommand.Type) -> [(name: String, command: any ParsableCommand.Type)] {
        command.configuration.subcommands.map { ($0._commandName, $0) }
    }

    /// The names a help text shows under `command`.
    static func visibleNames(under command: any ParsableCommand.Type) -> [String] {
        children(of: command).filter { $0.command.configuration.shouldDisplay }.map(\.name)
    }

    static func child(named name: String, of command: any ParsableCommand.Type) -> (any ParsableCommand.Type)? {
        children(of: command).first { $0.name == name }?.command
    }

    /// Every command below `root`, with the words that reach it (`["bookmarks", "add"]`).
    static func paths(under root: any ParsableCommand.Type) -> [[String]] {
        children(of: root).flatMap { child in [[child.name]] + paths(under: child.command).map { [child.name] + $0 } }
    }
}
