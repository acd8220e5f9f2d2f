import ComicTestSupport
import Foundation
import Testing

@testable import xkcd

/// The config file: its lines, its errors, and the order flag > environment > file > default.
@Suite("Config file")
struct ConfigFileTests {
    static let path = "/home/ada/.config/xkcd/config"

    @Test("key = value lines with comments, blank lines and quotes; values as their variables carry them")
    func parses() throws {
        let file = try ConfigFile(
            path: Self.path,
            text: """
                # lasting choices
                images = NONE   # no pictures
                  mouse=off

                color = "never"
                base-url = http://127.0.0.1:8080/#top
                db = '/data/xkcd.sqlite'
                """)
        #expect(file.settings.map(\.key.name) == ["images", "mouse", "color", "base-url", "db"])
        #expect(
            file.settings.map(\.value) == ["none", "0", "never", "http://127.0.0.1:8080/#top", "/data/xkcd.sqlite"])
        #expect(file.settings.map(\.line) == [2, 3, 5, 6, 7])
    }

    @Test("the README's example config file is valid and sets every key")
    func readmeExample() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "```\n# ~/.config/xkcd/config\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let file = try ConfigFile(path: "README.md", text: String(text[start.upperBound..<end.lowerBound]))
        #expect(Set(file.settings.map(\.key.name)) == Set(ConfigKey.all.map(\.name)))
    }

    @Test(
        "a bad line is one error naming the file and the line",
        arguments: [
            ("images = none\ncolour = never", "/home/ada/.config/xkcd/config:2: unknown key 'colour'"),
            ("\n\nimages none", "/home/ada/.config/xkcd/config:3: expected 'key = value', got 'images none'"),
            ("mouse = sometimes", "/home/ada/.config/xkcd/config:1: mouse must be on or off, got 'sometimes'"),
            ("images = pixels", "/home/ada/.config/xkcd/config:1: images must be one of auto, kitty"),
            ("base-url = ftp://x", "/home/ada/.config/xkcd/config:1: base-url must be an http or https URL"),
            ("mouse = on\nmouse = off", "/home/ada/.config/xkcd/config:2: 'mouse' is set twice"),
        ])
    func badLine(text: String, message: String) {
        #expect {
            _ = try ConfigFile(path: Self.path, text: text)
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix(message) && !description.contains("\n")
        }
    }

    @Test("the effective setting: a flag, else the environment, else the file, else the default")
    func precedence() throws {
        let file = try ConfigFile(path: Self.path, text: "images = none\ncolor = never\nmouse = off")
        let loaded = AppConfig.Loaded(environment: ["XKCD_IMAGES": "symbols"], file: file, path: Self.path)
        let flags = ["color": "always"]
        func effective(_ name: String) throws -> String {
            let key = try #require(ConfigKey.named(name))
            let (value, source) = ConfigCommand.effective(key, loaded: loaded, flags: flags)
            return "\(value) (\(source))"
        }
        #expect(try effective("color") == "always (flag --color)")
        #expect(try effective("images") == "symbols (environment XKCD_IMAGES)")
        #expect(try effective("mouse") == "off (\(Self.path):3)")
        #expect(try effective("images-hidden") == "off (default)")
    }
}

/// The config file as the real binary reads it.
@Suite("Config file in the binary", .serialized)
struct ConfigBinaryTests {
    /// A runner whose home holds `text` as its config file.
    static func runner(_ base: URL?, config text: String) throws -> BinaryRunner {
        let runner = try BinaryRunner(baseURL: base)
        let folder = runner.directory.appendingPathComponent(".config/xkcd")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        return runner
    }

    @Test("xkcd config shows each setting and where it came from")
    func show() async throws {
        let runner = try Self.runner(nil, config: "images = none\nmouse = off\n")
        let result = try await runner.run(["config", "--color", "never"], environment: ["XKCD_IMAGES": "symbols"])
        #expect(result.status == 0)
        let path = runner.directory.appendingPathComponent(".config/xkcd/config").path
        #expect(result.stdout.contains("config file: \(path)\n"))
        #expect(result.stdout.contains("images        = symbols  (environment XKCD_IMAGES)\n"))
        #expect(result.stdout.contains("mouse         = off  (\(path):2)\n"))
        #expect(result.stdout.contains("color         = never  (flag --color)\n"))
        #expect(result.stdout.contains("images-hidden = off  (default)\n"))
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
            #expect(shown.stdout.contains("color         = auto  (flag --color)\n"), "\(shown.stdout)")
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
}
