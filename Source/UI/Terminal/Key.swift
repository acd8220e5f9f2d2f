/// A key press, decoded from the bytes a terminal sends.
public enum Key: Sendable, Hashable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    /// A control chord, as its lowercase letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// A printable character, one Unicode scalar.
    case character(Character)

    /// Ctrl-C: with signals off in raw mode it arrives as a key, and means quit.
    public static let interrupt = Key.control("c")
}
