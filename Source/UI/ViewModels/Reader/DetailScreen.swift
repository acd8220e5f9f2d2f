/// The open comic as the reader shows it: its view model's latest state,
/// its text wrapped for the window, and how far the person scrolled.
public struct DetailScreen: Sendable, Hashable {
    public let number: Int
    /// Nil until the comic's view model has published.
    public private(set) var state: ComicDetailState?
    /// The text wrapped once per state and width, not once per key.
    public private(set) var layout: ComicDetailLayout?
    public private(set) var scrollOffset = 0

    init(number: Int) {
        self.number = number
    }

    mutating func update(_ state: ComicDetailState, size: TerminalSize) {
        guard state.number == number, state != self.state else { return }
        self.state = state
        layout = ComicDetailView.layout(state, width: max(0, size.columns))
    }

    /// A new window: the text wraps again, and the line that was at the top stays there.
    mutating func resize(to size: TerminalSize) {
        guard let state, let layout, layout.width != max(0, size.columns) else { return }
        let anchor = layout.anchor(ofLine: scrollOffset)
        let wrapped = ComicDetailView.layout(state, width: max(0, size.columns))
        self.layout = wrapped
        scroll(to: anchor.map(wrapped.line(containing:)) ?? 0, in: size)
    }

    /// Scrolls by `lines`, never past the last line of text at `size`.
    mutating func scroll(by lines: Int, in size: TerminalSize) {
        scroll(to: scrollOffset + lines, in: size)
    }

    mutating func scroll(to offset: Int, in size: TerminalSize) {
        let total = layout?.lines.count ?? 0
        let limit = max(0, total - ComicDetailView.visibleLineCount(in: size))
        scrollOffset = min(max(0, offset), limit)
    }
}
