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
    /// The loaded explanation at the terminal's width.
    public internal(set) var layout: ExplanationLayout?
    public internal(set) var scrollOffset = 0

    public init(number: Int) {
        self.number = number
    }

    mutating func update(_ content: Content, size: TerminalSize, ambiguousIsWide: Bool) {
        self.content = content
        layout = nil
        relayout(size: size, ambiguousIsWide: ambiguousIsWide)
    }

    /// Wraps the text again when the width changed, and keeps the scroll within it.
    mutating func relayout(size: TerminalSize, ambiguousIsWide: Bool) {
        if case .loaded(let explanation) = content, layout?.width != size.columns {
            layout = ExplanationLayout(explanation, width: max(1, size.columns), ambiguousIsWide: ambiguousIsWide)
        }
        scroll(by: 0, in: size)
    }

    mutating func scroll(by lines: Int, in size: TerminalSize) {
        scroll(to: scrollOffset.addingReportingOverflow(lines).partialValue, in: size)
    }

    mutating func scroll(to offset: Int, in size: TerminalSize) {
        scrollOffset = min(max(0, offset), layout?.maxScrollOffset(in: size) ?? 0)
    }
}
