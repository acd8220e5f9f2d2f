import ComicSettings
import Foundation
import Testing

/// The config file: its lines, its errors, and the order flag > environment > file > default.
@Suite("Config file")
struct SettingsFileTests {
    static let path = "/home/ada/.config/xkcd/config"

    @Test("key = value lines with comments, blank lines and quotes; values as written, without quotes")
    func parses() throws {
        let file = try SettingsFile(
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
            file.settings.map(\.value) == ["NONE", "off", "never", "http://127.0.0.1:8080/#top", "/data/xkcd.sqlite"])
        #expect(file.settings.map(\.line) == [2, 3, 5, 6, 7])
    }

    @Test("the README's example config file is valid and sets every key")
    func readmeExample() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "```\n# ~/.config/xkcd/config\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let file = try SettingsFile(path: "README.md", text: String(text[start.upperBound..<end.lowerBound]))
        #expect(Set(file.settings.map(\.key.name)) == Set(SettingKey.allCases.map(\.name)))
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
            _ = try SettingsFile(path: Self.path, text: text)
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix(message) && !description.contains("\n")
        }
    }

    @Test("CRLF and CR end lines as LF does", arguments: ["\r\n", "\r", "\n"])
    func lineEnds(end: String) throws {
        let file = try SettingsFile(
            path: Self.path, text: "db = /a\(end)images = none\(end)# note\(end)mouse = off\(end)")
        #expect(file.settings.map(\.key.name) == ["db", "images", "mouse"])
        #expect(file.settings.map(\.value) == ["/a", "none", "off"])
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
            _ = try SettingsFile(path: Self.path, text: text)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
