/// The keys screens share, written once and merged into each screen's keymap.
enum SharedKeys {
    /// Paging, as less and vi page: the same keys on every screen that scrolls.
    static let screenDown = KeyBinding(
        [.pageDown, .character(" "), .character("d"), .control("f")], .movePage(1), "a screen down")
    static let screenUp = KeyBinding([.pageUp, .control("b")], .movePage(-1), "a screen up")
    static let redraw = KeyBinding([.control("l")], .redraw, "redraw the screen")
    static let suspend = KeyBinding([.control("z")], .suspend, "stop the reader (fg resumes it)")
    static let help = KeyBinding([.character("?")], .help, "this help")
    static let quit = KeyBinding([.character("q"), .interrupt], .quit, "quit")
    /// Where `q` is text or an answer, only Ctrl-C quits.
    static let interruptQuits = KeyBinding([.interrupt], .quit, "quit")

    /// Screens you move around in: the lists, a comic, search results.
    static let browsing = [redraw, suspend, help, quit]
    /// Screens that take text, and the help itself.
    static let typing = [redraw, suspend, interruptQuits]
    /// A question, where every other key is an answer.
    static let interrupt = [interruptQuits]
}
