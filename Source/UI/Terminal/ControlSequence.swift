import Foundation

/// The escape sequences the driver writes; nothing else in the app writes any.
enum ControlSequence {
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    /// With autowrap off a line that is too wide is cut, never scrolls the screen.
    static let disableAutowrap = "\u{1B}[?7l"
    static let enableAutowrap = "\u{1B}[?7h"
    static let clearScreen = "\u{1B}[2J"
    static let clearToEndOfLine = "\u{1B}[K"

    /// Moves the cursor to a 1-based row, column 1.
    static func moveToRow(_ row: Int) -> String {
        moveTo(row: row, column: 1)
    }

    /// Moves the cursor to a 1-based row and column.
    static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row);\(column)H"
    }

    /// Select Graphic Rendition with `parameters` such as "1" (bold) or "7" (reverse).
    static func selectGraphicRendition(_ parameters: String) -> String {
        "\u{1B}[\(parameters)m"
    }

    static let resetGraphicRendition = "\u{1B}[0m"

    /// OSC 52: `text` on the terminal's clipboard ("c"), base64 so nothing in it is a control byte.
    static func copyToClipboard(_ text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }

    /// Button presses and the wheel (1000), reported as SGR sequences (1006): `ESC [ < b ; x ; y M`.
    static let enableMouse = "\u{1B}[?1000h\u{1B}[?1006h"
    static let disableMouse = "\u{1B}[?1006l\u{1B}[?1000l"

    /// A paste arrives between `ESC [200~` and `ESC [201~`, so it can be one event, not a flood of keys.
    static let enableBracketedPaste = "\u{1B}[?2004h"
    static let disableBracketedPaste = "\u{1B}[?2004l"

    static let enterSession =
        enterAlternateScreen + hideCursor + disableAutowrap + clearScreen + enableBracketedPaste
    /// Mouse tracking goes off whether or not it was on: a terminal left reporting clicks is unusable.
    static let leaveSession =
        disableBracketedPaste + disableMouse + enableAutowrap + showCursor + leaveAlternateScreen

    static func enterSession(mouse: Bool) -> String {
        enterSession + (mouse ? enableMouse : "")
    }
}
