/// The keys screens share, written once and merged into each screen's keymap.
///
/// Backing out and quitting follow tig, newsboat and mutt: `q` closes the
/// screen on top (`back`) and quits only from a feed's list (`quitFromList`);
/// `Q` and Ctrl-C quit from any screen (`quit`). A new screen takes
/// `back(_:)` and `browsing`.
enum SharedKeys {
    /// Paging, as less and vi page: the same keys on every screen that scrolls.
    static let screenDown = KeyBinding(
        [.pageDown, .character(" "), .character("d"), .control("f")], .movePage(1), "a screen down")
    static let screenUp = KeyBinding([.pageUp, .control("b")], .movePage(-1), "a screen up")
    static let halfScreenDown = KeyBinding([.control("d")], .moveHalfPage(1), "half a screen down")
    static let halfScreenUp = KeyBinding([.control("u")], .moveHalfPage(-1), "half a screen up")
    /// Every screen that scrolls pages with these.
    static let paging = [screenDown, screenUp, halfScreenDown, halfScreenUp]

    static let redraw = KeyBinding([.control("l")], .redraw, "redraw the screen")
    static let suspend = KeyBinding([.control("z")], .suspend, "stop the reader (fg resumes it)")
    static let help = KeyBinding([.character("?")], .help, "this help")
    static let quit = KeyBinding([.character("Q"), .interrupt], .quit, "quit, from any screen")
    /// On a feed's list, the top of the reader, `q` quits.
    static let quitFromList = KeyBinding([.character("q")], .quit, "quit")
    /// Where `q` and `Q` are text or an answer, only Ctrl-C quits.
    static let interruptQuits = KeyBinding([.interrupt], .quit, "quit")

    /// Out of this screen to the one below it, `summary` saying which.
    static func back(_ summary: String, also more: [Key] = []) -> KeyBinding {
        KeyBinding([.character("q"), .escape, .backspace, .left, .character("h")] + more, .back, summary)
    }

    /// Screens you move around in: the lists, a comic, search results.
    static let browsing = [redraw, suspend, help, quit]
    /// The help itself, where `?` closes it.
    static let reading = [redraw, suspend, quit]
    /// Screens that take text.
    static let typing = [redraw, suspend, interruptQuits]
    /// A question, where every other key is an answer.
    static let answering = [quit]

    /// The keys that edit a text field, as readline's do; `ReaderKeymap.textEdit(for:)` applies them.
    static let lineEditing = [
        KeyBinding([.left], .edit(.cursorLeft), "the cursor a character left"),
        KeyBinding([.right], .edit(.cursorRight), "the cursor a character right"),
        KeyBinding([.home, .control("a")], .edit(.cursorToStart), "the cursor to the start"),
        KeyBinding([.end, .control("e")], .edit(.cursorToEnd), "the cursor to the end"),
        KeyBinding([.backspace], .edit(.deleteBackward), "delete the character before the cursor"),
        KeyBinding([.delete], .edit(.deleteForward), "delete the character at the cursor"),
        KeyBinding([.control("w")], .edit(.deleteWordBackward), "delete the word before the cursor"),
        KeyBinding([.control("u")], .edit(.deleteToStart), "delete from the start to the cursor"),
        KeyBinding([.control("k")], .edit(.deleteToEnd), "delete from the cursor to the end"),
    ]
}
