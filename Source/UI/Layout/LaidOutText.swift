import ComicData

/// Text laid out once for a size, off the main loop, and scrolled between a
/// header and a status line: an explanation, a What If? article.
public protocol LaidOutText: Sendable, Hashable {
    /// What a layout is made for: the width, and whatever else changes the lines.
    associatedtype Key: Sendable, Hashable
    var key: Key { get }
    /// The columns the lines were wrapped to.
    var width: Int { get }
    var lines: [StyledLine] { get }
}

extension LaidOutText {
    /// Lines shown at once: all but the header and the status line.
    public static func visibleLineCount(in size: TerminalSize) -> Int {
        max(0, size.rows - 2)
    }

    public func maxScrollOffset(in size: TerminalSize) -> Int {
        max(0, lines.count - Self.visibleLineCount(in: size))
    }
}
