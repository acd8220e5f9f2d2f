import ComicUI
import Foundation
import Testing

@Suite("Reader keymaps")
struct ReaderKeymapTests {
    @Test("no key is bound twice on one screen", arguments: ReaderScreen.allCases)
    func unique(screen: ReaderScreen) {
        let keys = ReaderKeymap.forScreen(screen).bindings.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
    }

    @Test("the keys screens share are on every screen: Ctrl-C quits everywhere, Ctrl-L redraws but on a question")
    func sharedKeys() {
        for screen in ReaderScreen.allCases {
            let keymap = ReaderKeymap.forScreen(screen)
            #expect(keymap.action(for: .interrupt) == .quit, "\(screen)")
            let redraws = keymap.action(for: .control("l")) == .redraw
            #expect(redraws == (screen != .markReadQuestion), "\(screen)")
            #expect((keymap.action(for: .control("z")) == .suspend) == redraws, "\(screen)")
        }
        #expect(ReaderKeymap.list.action(for: .character("?")) == .help)
        #expect(ReaderKeymap.searchPrompt.action(for: .character("?")) == .edit(.insert("?")))
    }

    @Test("a screen with a text field takes letters as text, keeping its other keys")
    func textEntry() {
        let keymap = ReaderKeymap(
            screen: .list,
            bindings: [
                KeyBinding([.down], .move(1), "down"), KeyBinding([.character("q"), .interrupt], .quit, "quit"),
            ],
            takesText: true)
        #expect(keymap.action(for: .character("q")) == .edit(.insert("q")))
        #expect(keymap.action(for: .character("7")) == .edit(.insert("7")))
        #expect(keymap.action(for: .backspace) == .edit(.deleteBackward))
        #expect(keymap.action(for: .control("u")) == .edit(.deleteToStart))
        #expect(keymap.action(for: .control("w")) == .edit(.deleteWordBackward))
        #expect(keymap.action(for: .left) == .edit(.cursorLeft))
        #expect(keymap.action(for: .enter) == .edit(.submit))
        #expect(keymap.action(for: .escape) == .edit(.cancel))
        #expect(keymap.action(for: .down) == .move(1))
        #expect(keymap.action(for: .interrupt) == .quit)
        #expect(ReaderKeymap.list.action(for: .character("q")) == .quit)
    }

    @Test("the help screen lists every binding of the screen it was opened from", arguments: ReaderScreen.allCases)
    func helpListsEveryBinding(screen: ReaderScreen) {
        let keymap = ReaderKeymap.forScreen(screen)
        let lines = HelpView.render(keymap, size: TerminalSize(rows: 40, columns: 100))
        for binding in keymap.bindings {
            #expect(lines.contains { $0.contains(binding.keyLabels) && $0.contains(binding.summary) })
        }
    }

    @Test("the guide names the keys the comic's keymap binds: I hides the image, i shows it at full height")
    func guideImageKeys() throws {
        let guide = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/guide.md")
        let text = try String(contentsOf: guide, encoding: .utf8).split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        let hides = text.matches(of: /`(.)` hides or shows/).map { Character(String($0.output.1)) }
        let fullHeight = text.matches(of: /`(.)` shows it at full height/).map { Character(String($0.output.1)) }
        #expect(!hides.isEmpty && !fullHeight.isEmpty)
        for key in hides { #expect(ReaderKeymap.detail.action(for: .character(key)) == .toggleImage, "`\(key)`") }
        for key in fullHeight {
            #expect(ReaderKeymap.detail.action(for: .character(key)) == .toggleFullImage, "`\(key)`")
        }
    }

    @Test("the README's key tables match the keymaps", arguments: ReaderScreen.allCases)
    func readme(screen: ReaderScreen) throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let missing = ReaderKeymap.forScreen(screen).bindings
            .map { "| \($0.keyLabels) | \($0.summary) |" }
            .filter { !text.contains($0) }
        #expect(missing == [], "rows the README lacks")
    }
}

@Suite("Text field")
struct TextFieldTests {
    @Test("typing, deleting, clearing; submit and cancel end the editing")
    func edits() {
        var field = TextField()
        for character in "bobby" { #expect(field.apply(.insert(character)) == .editing) }
        _ = field.apply(.deleteBackward)
        #expect(field.text == "bobb")
        #expect(field.apply(.submit) == .submitted("bobb"))
        _ = field.apply(.deleteToStart)
        #expect(field.text.isEmpty)
        _ = field.apply(.deleteBackward)
        #expect(field.text.isEmpty)
        #expect(field.apply(.cancel) == .cancelled)
    }

    @Test("readline's keys: the cursor moves and edits where it is")
    func readline() {
        var field = TextField(text: "drop  table")
        #expect(field.cursor == 11)
        _ = field.apply(.deleteWordBackward)
        #expect((field.text, field.cursor) == ("drop  ", 6))
        _ = field.apply(.deleteWordBackward)
        #expect((field.text, field.cursor) == ("", 0), "the spaces, then the word before them")
        field = TextField(text: "bobby")
        _ = field.apply(.cursorToStart)
        _ = field.apply(.cursorLeft)
        #expect(field.cursor == 0)
        _ = field.apply(.insert("x"))
        #expect((field.text, field.cursor) == ("xbobby", 1))
        _ = field.apply(.cursorRight)
        _ = field.apply(.cursorRight)
        _ = field.apply(.deleteBackward)
        #expect((field.text, field.cursor) == ("xbbby", 2))
        _ = field.apply(.deleteForward)
        #expect((field.beforeCursor, field.afterCursor) == ("xb", "by"))
        _ = field.apply(.deleteToEnd)
        #expect((field.text, field.cursor) == ("xb", 2))
        _ = field.apply(.cursorLeft)
        _ = field.apply(.deleteToStart)
        #expect((field.text, field.cursor) == ("b", 0))
        _ = field.apply(.cursorToEnd)
        _ = field.apply(.cursorRight)
        #expect(field.cursor == 1)
        _ = field.apply(.deleteForward)
        #expect(field.text == "b", "nothing at the cursor to delete")
        // A combining mark joins the character before it: the cursor stays within the text.
        field = TextField(text: "e")
        _ = field.apply(.insert("\u{301}"))
        #expect(field.cursor <= field.text.count)
        _ = field.apply(.deleteBackward)
        #expect(field.cursor <= field.text.count)
    }

    @Test("the text is bounded and holds no control characters")
    func bounded() {
        var field = TextField()
        for _ in 0..<(TextField.maximumLength + 50) { _ = field.apply(.insert("a")) }
        #expect(field.text.count == TextField.maximumLength)
        field = TextField()
        _ = field.apply(.insert("\u{1B}"))
        _ = field.apply(.insert("\u{202E}"))
        #expect(field.text.isEmpty)
    }
}
