import ComicData

/// `x`'s screen: one comic's explanation from explain xkcd, loading, shown
/// and scrolled, or the one line saying why there is none.
public struct ExplanationScreen: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case loading
        case loaded(Explanation)
        /// Why there is nothing to show, in one line.
        case unavailable(String)
    }

    public let number: Int
    public internal(set) var content: Content = .loading
    /// The loaded explanation wrapped, at the terminal's width or, while a
    /// new layout is made off the main loop, the width before a resize.
    public internal(set) var layout: ExplanationLayout?
    public internal(set) var scrollOffset = 0

    public init(number: Int) {
        self.number = number
    }

    /// The width a layout was asked for and has not come yet.
    public private(set) var awaitedWidth: Int?

    /// Takes the load's answer; a loaded explanation then needs a layout (`layoutRequest`).
    mutating func update(_ content: Content, size: TerminalSize) {
        self.content = content
        layout = nil
        awaitedWidth = nil
        scroll(by: 0, in: size)
    }

    /// The width to lay the explanation out at, when it is not laid out at
    /// `size`'s width and no layout for that width is on its way; it is then
    /// awaited, and one for another width is not taken any more.
    mutating func layoutRequest(for size: TerminalSize) -> Int? {
        let width = max(1, size.columns)
        guard case .loaded = content, layout?.width != width, awaitedWidth != width else { return nil }
        awaitedWidth = width
        return width
    }

    /// A layout made off the main loop, taken when it is the one awaited.
    mutating func receive(_ newLayout: ExplanationLayout, size: TerminalSize) {
        guard newLayout.width == awaitedWidth else { return }
        layout = newLayout
        awaitedWidth = nil
        scroll(by: 0, in: size)
    }

    mutating func scroll(by lines: Int, in size: TerminalSize) {
        scroll(to: scrollOffset.addingReportingOverflow(lines).partialValue, in: size)
    }

    mutating func scroll(to offset: Int, in size: TerminalSize) {
        scrollOffset = min(max(0, offset), layout?.maxScrollOffset(in: size) ?? 0)
    }
}
