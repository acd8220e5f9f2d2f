import ArgumentParser
import Testing

@testable import xkcd

/// A command without subcommands is parsed by its own type; what only the
/// root may answer (help, completions, errors) is left to the root.
@Suite("A command parsed alone")
struct LeafCommandParseTests {
    func alone(_ arguments: [String]) -> (any ParsableCommand)? {
        LeafCommandParse.parse(arguments)
    }

    @Test("the table of commands parsed alone is every command without subcommands, by its name")
    func leavesAreTheTree() {
        let fromTree = CommandTree.children(of: XKCDCommand.self).filter {
            $0.command.configuration.subcommands.isEmpty
        }
        #expect(Set(LeafCommandParse.leaves.keys) == Set(fromTree.map(\.name)))
        for (name, command) in fromTree {
            #expect(LeafCommandParse.leaves[name].map(ObjectIdentifier.init) == ObjectIdentifier(command), "\(name)")
        }
    }

    @Test("new, latest and search are parsed alone, with their options and the global ones")
    func parsedAlone() throws {
        let new = try #require(alone(["new", "--no-wait", "--db", "/tmp/x.sqlite"]) as? NewCommand)
        #expect(new.noWait && new.global.databasePath == "/tmp/x.sqlite")
        let latest = try #require(alone(["latest", "--count", "3", "--offline"]) as? LatestCommand)
        #expect(latest.count == 3 && latest.global.offline)
        let search = try #require(alone(["search", "help", "me"]) as? SearchCommand)
        #expect(search.words == ["help", "me"])
    }

    @Test("help, completion requests, errors and commands with subcommands go to the root")
    func leftToTheRoot() {
        for arguments in [
            ["new", "--help"], ["new", "-h"], ["new", "--version"], ["new", "--bogus"], ["search"],
            ["latest", "--generate-completion-script", "bash"], ["bookmarks", "list"], ["--offline"], [],
        ] {
            #expect(alone(arguments) == nil, "\(arguments)")
        }
    }

    @Test("an error parsed from the root still names xkcd in its usage line")
    func errorNamesXKCD() {
        #expect(throws: (any Error).self) {
            do {
                _ = try XKCDCommand.parse(commandLine: ["new", "--bogus"])
            } catch {
                let message = XKCDCommand.fullMessage(for: error)
                #expect(message.contains("Usage: xkcd new"), "\(message)")
                throw error
            }
        }
    }
}
