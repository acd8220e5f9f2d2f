import ComicTestSupport
import Foundation
import Testing

@testable import xkcd

#if canImport(Glibc)
import Glibc
#endif

/// The config file against what an editor or a hostile home may hold: other
/// line ends, control characters, a FIFO, escapes in its path.
@Suite("Config file bounds")
struct ConfigFileBoundsTests {
    static let path = "/home/ada/.config/xkcd/config"

    @Test("CRLF and CR end lines as LF does", arguments: ["\r\n", "\r", "\n"])
    func lineEnds(end: String) throws {
        let file = try ConfigFile(
            path: Self.path, text: "db = /a\(end)images = none\(end)# note\(end)mouse = off\(end)")
        #expect(file.settings.map(\.key.name) == ["db", "images", "mouse"])
        #expect(file.settings.map(\.value) == ["/a", "none", "0"])
        #expect(file.settings.map(\.line) == [1, 2, 4])
    }

    @Test(
        "a value holding a control character is an error naming the file and line",
        arguments: [
            ("images = none\ndb = /a\u{0}b", "/home/ada/.config/xkcd/config:2: the value holds a NUL byte"),
            ("db = /a\u{1B}[2Jb", "/home/ada/.config/xkcd/config:1: the value holds a control character (U+001B)"),
            ("db = /a\u{7}", "/home/ada/.config/xkcd/config:1: the value holds a control character (U+0007)"),
        ])
    func controlCharacters(text: String, message: String) {
        #expect {
            _ = try ConfigFile(path: Self.path, text: text)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("a NUL in the file stops the command: one line, exit 64, nothing done")
    func nulStops() async throws {
        let runner = try ConfigBinaryTests.runner(nil, config: "db = /a\u{0}b\n")
        let result = try await runner.run("latest", "--count", "2", "--offline")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(":1: the value holds a NUL byte"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("a config file that is a FIFO is refused before it is opened", .timeLimit(.minutes(1)))
    func fifoRefused() async throws {
        let runner = try BinaryRunner(baseURL: nil)
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
        let runner = try BinaryRunner(baseURL: nil)
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
