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
        "\u{1B}[\(row);1H"
    }

    /// Sets text attributes and colours (SGR), e.g. `[7]` for reverse video.
    static func selectGraphicRendition(_ parameters: [Int]) -> String {
        "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
    }

    static let resetGraphicRendition = "\u{1B}[0m"

    static let enterSession = enterAlternateScreen + hideCursor + disableAutowrap + clearScreen
    static let leaveSession = enableAutowrap + showCursor + leaveAlternateScreen
}
