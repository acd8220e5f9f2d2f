import ArgumentParser
import ComicData
import ComicUI

/// Puts a command line in the order argument-parser reads it: the global
/// options typed before (or between) the subcommand names move after them,
/// so `xkcd --offline latest` parses as `xkcd latest --offline`.
///
/// A comic number in place of a command opens the reader there (`xkcd 327`
/// is `xkcd read --start-at=327`). It also refuses what argument-parser
/// would misread: an unknown subcommand (taken as a stray argument of the
/// default command) and `help` of a command that does not exist (answered
/// with the main help).
enum CommandLineOrder {
    /// Options every command takes (see `GlobalOptions`, `ImageOptions`), and
    /// help, which reaches the command named after it.
    // Arrays, not sets: a `Set<String>`'s first use costs the prompt's `xkcd new` 2% of its start.
    static let movableFlags = ["--offline", "--help", "-h"]
    static let movableOptions = [
        "--base-url", "--explain-url", "--whatif-url", "--db", "--color", "--images", "--image-cache-mb",
    ]

    static func arranged(_ arguments: [String], root: any ParsableCommand.Type = XKCDCommand.self) throws -> [String] {
        var command = root
        var path: [String] = []
        var moved: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if movableFlags.contains(word) || movableOptions.contains(where: { word.hasPrefix($0 + "=") }) {
                moved.append(word)
                index += 1
            } else if movableOptions.contains(word) {
                moved += arguments[index..<min(index + 2, arguments.count)]
                index += 2
            } else if let child = CommandTree.child(named: word, of: command) {
                path.append(word)
                command = child
                index += 1
            } else {
                break
            }
        }
        let rest = Array(arguments[min(index, arguments.count)...])
        let isRoot = ObjectIdentifier(command) == ObjectIdentifier(root)
        // `xkcd 327` (`-1` too, to be refused as a number): the reader at that comic.
        if isRoot, let word = rest.first, ComicNumberText.looksLikeNumber(word),
            let reader = root.configuration.defaultSubcommand
        {
            return [reader._commandName] + moved + ["--start-at=" + word] + rest.dropFirst()
        }
        if let word = rest.first, !word.hasPrefix("-") {
            if isRoot, word == "help" {
                try checkHelpTopic(Array(rest.dropFirst()), root: root)
            } else if !CommandTree.visibleNames(under: command).isEmpty {
                // The default commands (the reader, `bookmarks list`) take no words.
                throw unknownCommand(word, path: path, under: command, root: root)
            }
        }
        return path + moved + rest
    }

    /// `xkcd help WORDS…`: the words must name a command.
    private static func checkHelpTopic(_ words: [String], root: any ParsableCommand.Type) throws {
        var command = root
        var path: [String] = []
        for word in words where !word.hasPrefix("-") {
            if path.isEmpty, word == "help" { return }  // help about help
            guard let child = CommandTree.child(named: word, of: command) else {
                throw unknownCommand(word, path: path, under: command, root: root)
            }
            path.append(word)
            command = child
        }
    }

    private static func unknownCommand(
        _ word: String, path: [String], under command: any ParsableCommand.Type, root: any ParsableCommand.Type
    ) -> ValidationError {
        let typed = TerminalSanitizer.line((path + [word]).joined(separator: " "))
        var names = CommandTree.visibleNames(under: command)
        if ObjectIdentifier(command) == ObjectIdentifier(root) { names.append("help") }
        guard let nearest = NearestWord.nearest(to: word, among: names) else {
            let parent = (["xkcd"] + path).joined(separator: " ")
            return ValidationError("unknown command '\(typed)'; '\(parent)' has \(names.joined(separator: ", "))")
        }
        return ValidationError(
            "unknown command '\(typed)'; did you mean '\((path + [nearest]).joined(separator: " "))'?")
    }
}
