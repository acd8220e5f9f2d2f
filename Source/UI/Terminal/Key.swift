/// A key press, decoded from the bytes a terminal sends.
public enum Key: Sendable, Hashable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    /// A control chord, as its lowercase letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// A printable character, one Unicode scalar.
    case character(Character)
    /// A click or a turn of the wheel, where the terminal reported it.
    case mouse(MouseEvent)
    /// A bracketed paste: its printable text, one line, cut to `KeyDecoder.maximumPasteLength`.
    case paste(String)

    /// Ctrl-C: with signals off in raw mode it arrives as a key, and means quit.
    public static let interrupt = Key.control("c")
}

/// A mouse report (SGR 1006), at a 0-based cell.
public struct MouseEvent: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The left button went down.
        case click
        case wheelUp
        case wheelDown
    }

    public let kind: Kind
    public let row: Int
    public let column: Int

    public init(_ kind: Kind, row: Int, column: Int) {
        self.kind = kind
        self.row = row
        self.column = column
    }
}
