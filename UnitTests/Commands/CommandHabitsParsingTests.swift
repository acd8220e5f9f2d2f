import ArgumentParser
import Foundation
import Testing

@testable import xkcd

/// Parse-only habits: a comic number as the command, usage lines in one
/// short form, the README's install step. Nothing runs.
@Suite("Command-line habits, parsed")
struct CommandHabitsParsingTests {
    func failure(_ arguments: [String]) -> (message: String, full: String)? {
        do {
            _ = try XKCDCommand.parse(commandLine: arguments)
            return nil
        } catch {
            return (XKCDCommand.message(for: error), XKCDCommand.fullMessage(for: error))
        }
    }

    @Test("`xkcd 327` is the reader at #327, global options anywhere; bad numbers and words are refused as elsewhere")
    func numberAsCommand() throws {
        let read = try #require(try XKCDCommand.parse(commandLine: ["327"]) as? ReadCommand)
        #expect(read.startNumber == 327)
        let hashed = try #require(try XKCDCommand.parse(commandLine: ["--offline", "#327", "--fresh"]) as? ReadCommand)
        #expect(hashed.startNumber == 327)
        #expect(hashed.global.offline && hashed.fresh)
        let plain = try #require(try XKCDCommand.parse(commandLine: ["--offline"]) as? ReadCommand)
        #expect(plain.startNumber == nil)
        #expect(failure(["0"])?.message == "comic numbers start at 1, got 0")
        #expect(failure(["-2"])?.message == "comic numbers start at 1, got -2")
        #expect(failure(["lates"])?.message == "unknown command 'lates'; did you mean 'latest'?")
        #expect(failure(["327", "12"]) != nil)
    }

    @Test("every command's usage line is the short form: its own words, then [<options>]")
    func shortUsage() throws {
        for path in [[]] + CommandTree.paths(under: XKCDCommand.self) {
            let full = try #require(failure(path + ["--no-such-option"])?.full, "\(path)")
            let usage = full.split(separator: "\n").first { $0.contains("Usage:") } ?? ""
            #expect(!usage.contains("--base-url") && !usage.contains("--db"), "\(path): \(usage)")
        }
        #expect(
            failure(["bookmarks", "add", "abc"])?.full.contains("Usage: xkcd bookmarks add <number>... [<options>]")
                == true)
        #expect(failure(["show", "abc"])?.full.contains("Usage: xkcd show <comic> [--json] [<options>]") == true)
    }

    @Test("completion scripts come from the command tree with the global options at its top")
    func completionRoot() {
        #expect(CompletionRoot.requestedShell(in: ["--generate-completion-script", "bash"]) == .bash)
        #expect(CompletionRoot.requestedShell(in: ["--generate-completion-script=fish"]) == .fish)
        #expect(CompletionRoot.requestedShell(in: ["latest"]) == nil)
        let completed = CompletionRoot.configuration.subcommands.map { $0._commandName }
        let parsed = XKCDCommand.configuration.subcommands.map { $0._commandName }
        #expect(completed == parsed)
    }

    @Test("the README's install step names both scripts, which install a stripped binary with the runtime linked in")
    func installStrips() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("bash Packaging/deb.sh") && readme.contains("bash Packaging/install.sh"))
        let build = try String(contentsOf: root.appendingPathComponent("Packaging/build.sh"), encoding: .utf8)
        #expect(build.contains("--static-swift-stdlib") && build.contains("strip --strip-unneeded"))
        for script in ["deb.sh", "install.sh"] {
            let text = try String(contentsOf: root.appendingPathComponent("Packaging/\(script)"), encoding: .utf8)
            #expect(text.contains("xkcd_build") && text.contains("xkcd_stage"), "\(script)")
        }
    }
}
