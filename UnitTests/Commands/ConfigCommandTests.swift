import ComicSettings
import ComicTestSupport
import Foundation
import Testing

@testable import xkcd

#if canImport(Glibc)
import Glibc
#endif

/// The config file as the commands read it.
@Suite("Config file in the commands", .serialized)
struct ConfigCommandTests {
    /// A runner whose home holds `text` as its config file.
    static func runner(_ base: URL?, config text: String) throws -> CommandRunner {
        let runner = try CommandRunner(baseURL: base)
        try ConfigFixture.write(text, home: runner.directory)
        return runner
    }

    @Test("xkcd config shows each setting and where it came from")
    func show() async throws {
        let runner = try Self.runner(nil, config: "images = none\nmouse = off\n")
        let result = try await runner.run(["config", "--color", "never"], environment: ["XKCD_IMAGES": "symbols"])
        #expect(result.status == 0)
        let path = runner.directory.appendingPathComponent(".config/xkcd/config").path
        #expect(result.stdout.contains("config file: \(path)\n"))
        #expect(result.stdout.contains("images         = symbols  (environment XKCD_IMAGES)\n"))
        #expect(result.stdout.contains("mouse          = off  (\(path):2)\n"))
        #expect(result.stdout.contains("color          = never  (flag --color)\n"))
        #expect(result.stdout.contains("images-hidden  = off  (default)\n"))
    }

    @Test("xkcd config shows the terminal profile resolved with the settings, each with what decided it")
    func terminalShown() async throws {
        let runner = try Self.runner(nil, config: "ambiguous-wide = on\n")
        let environment = ["LANG": "C", "NO_COLOR": "1", "TERM": "xterm", "BROWSER": "", "DISPLAY": ""]
        let result = try await runner.run(["config", "--images", "none"], environment: environment)
        #expect(result.status == 0)
        let path = runner.directory.appendingPathComponent(".config/xkcd/config").path
        #expect(result.stdout.contains("ambiguous-wide = on  (\(path):1)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("\nterminal:\n"))
        #expect(result.stdout.contains("  ascii only      = on  (locale C)\n"))
        #expect(result.stdout.contains("  ambiguous width = wide  (setting ambiguous-wide)\n"))
        #expect(result.stdout.contains("  colour          = plain  (color auto, output not a terminal)\n"))
        #expect(result.stdout.contains("  images          = none  (images none, output not a terminal)\n"))
        #expect(result.stdout.contains("  links open with = none (no display: links are shown)"))
    }

    @Test("the file's colour applies; the environment beats it, a flag beats both")
    func fileApplies() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try Self.runner(base, config: "color = always\n")
            let escape = "\u{1B}["
            #expect(try await runner.run("latest", "--count", "2").stdout.contains(escape))
            let fromEnvironment = try await runner.run(
                ["latest", "--count", "2"], environment: ["XKCD_COLOR": "never"])
            #expect(fromEnvironment.status == 0)
            #expect(!fromEnvironment.stdout.contains(escape))
            let fromFlag = try await runner.run("latest", "--count", "2", "--color", "never")
            #expect(!fromFlag.stdout.contains(escape))
            // auto given as a flag is a flag too: piped, no styles, whatever the file says.
            let autoFlag = try await runner.run("latest", "--count", "2", "--color", "auto")
            #expect(autoFlag.status == 0)
            #expect(!autoFlag.stdout.contains(escape))
            let shown = try await runner.run("config", "--color", "auto")
            #expect(shown.stdout.contains("color          = auto  (flag --color)\n"), "\(shown.stdout)")
        }
    }

    @Test("a bad line stops every command before it starts: one line naming the file and line")
    func badLineStops() async throws {
        let runner = try Self.runner(nil, config: "images = none\ncolour = never\n")
        let result = try await runner.run("latest", "--count", "2", "--offline")
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        let path = runner.directory.appendingPathComponent(".config/xkcd/config").path
        #expect(result.stderr.hasPrefix("Error: \(path):2: unknown key 'colour'"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("a NUL in the file stops the command: one line, exit 64, nothing done")
    func nulStops() async throws {
        let runner = try ConfigCommandTests.runner(nil, config: "db = /a\u{0}b\n")
        let result = try await runner.run("latest", "--count", "2", "--offline")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(":1: the value holds a NUL byte"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("a config file that is a FIFO is refused before it is opened", .timeLimit(.minutes(1)))
    func fifoRefused() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let folder = runner.directory.appendingPathComponent(".config/xkcd")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("config").path
        #expect(mkfifo(path, 0o600) == 0)
        let result = try await runner.run("latest", "--count", "2", "--offline")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: \(path): is a FIFO (named pipe), not a file"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("xkcd config writes no escape from the config file's path")
    func pathSanitized() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let home = runner.directory.appendingPathComponent("x\u{1B}]0;owned\u{7}y")
        let folder = home.appendingPathComponent("xkcd")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "images = none\n".write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let result = try await runner.run(["config"], environment: ["XDG_CONFIG_HOME": home.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("images"))
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{7}"))
    }
}
