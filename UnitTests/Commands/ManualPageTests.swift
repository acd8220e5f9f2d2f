import ArgumentParser
import ComicSettings
import ComicTestSupport
import ComicUI
import Foundation
import Testing

@testable import xkcd

/// `xkcd --generate-manual`: the manual against what the parser's help
/// and the program's tables say, so a new command, option, key or
/// setting that the manual misses fails here.
@Suite("The manual page", .timeLimit(.minutes(1)))
struct ManualPageTests {
    static func manual() async throws -> String {
        let result = try await CommandRunner(baseURL: nil).run(ManualPage.option)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout
    }

    /// `--count` as the manual writes it.
    static func escaped(_ text: String) -> String { text.replacingOccurrences(of: "-", with: "\\-") }

    @Test("every command, and every option its help lists, is in the manual")
    func commandsAndOptions() async throws {
        let manual = try await Self.manual()
        for path in CommandTree.paths(under: XKCDCommand.self) where path != ["help"] {
            var command: any ParsableCommand.Type = XKCDCommand.self
            for name in path { command = CommandTree.child(named: name, of: command) ?? command }
            guard command.configuration.shouldDisplay else { continue }
            #expect(manual.contains("\\fBxkcd \(Self.escaped(path.joined(separator: " ")))\\fR"), "\(path)")
            let help = XKCDCommand.helpMessage(for: command, columns: 10_000)
            let options = help.split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap { line in
                line.split(separator: " ").map { $0.trimmingCharacters(in: [","]) }.filter { $0.hasPrefix("--") }
            }
            for option in Set(options) {
                #expect(
                    manual.contains("\\fB" + Self.escaped(option)) || manual.contains(", " + Self.escaped(option)),
                    "\(path) \(option)")
            }
        }
    }

    @Test("the reader's keys, every setting's variable, the exit statuses, files and examples")
    func sections() async throws {
        let manual = try await Self.manual()
        for screen in ReaderScreen.allCases {
            for binding in ReaderKeymap.forScreen(screen).bindings {
                #expect(
                    manual.contains(Roff.tagged(Roff.bold(binding.keyLabels), binding.summary)), "\(binding.summary)")
            }
        }
        for key in SettingKey.allCases {
            #expect(manual.contains("\\fB\(key.variable.replacingOccurrences(of: "-", with: "\\-"))\\fR"))
        }
        for status in [0, 1, 2, 3, 64, 130] { #expect(manual.contains(".TP\n\\fB\(status)\\fR\n")) }
        for section in [
            "NAME", "SYNOPSIS", "COMMANDS", "OPTIONS", "KEYS", "FILES", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES",
        ] {
            #expect(manual.contains(".SH \(section)\n"), "\(section)")
        }
    }

    @Test("non-ASCII is escaped for groff and renders: the arrows of the list's keys")
    func nonASCII() async throws {
        let manual = try await Self.manual()
        #expect(manual.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(manual.contains("\\[u2193] j"))
        let file = try CommandRunner.newDirectory().appendingPathComponent("xkcd.1")
        try Data(manual.utf8).write(to: file)
        let rendered = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/groff"), ["-man", "-Tutf8", "-P", "-c", file.path],
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(rendered.stdout.contains("↓ j") && rendered.stdout.contains("xkcd new"))
        #expect(!rendered.stderr.contains("warning"), "\(rendered.stderr)")
    }
}
