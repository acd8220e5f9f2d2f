import ComicData

/// A document loaded off the main loop, laid out once per terminal size
/// (also off the main loop) and scrolled: the state an explanation's and a
/// What If? article's screens share. What is loaded and how it is laid out
/// is each publication's own (`Document`, `Layout`).
public struct ScrollingTextScreen<Document: Sendable & Hashable, Layout: LaidOutText>: Sendable, Hashable {
    public typealias Content = TextScreenContent<Document>

    public internal(set) var content: Content = .loading
    /// The document laid out at the terminal's size or, while a new layout
    /// is made off the main loop, the one before a resize.
    public internal(set) var layout: Layout?
    public internal(set) var scrollOffset = 0
    /// The layout asked for and not come yet.
    public private(set) var awaited: Layout.Key?

    init() {}

    /// Takes the load's answer; a loaded document then needs a layout (`layoutRequest`).
    mutating func update(_ content: Content, size: TerminalSize) {
        self.content = content
        layout = nil
        awaited = nil
        scroll(by: 0, in: size)
    }

    /// The layout to make for `key`, when the document is not laid out so and
    /// none is on its way; it is then awaited, and an older one not taken.
    mutating func layoutRequest(for key: Layout.Key) -> Layout.Key? {
        guard content.document != nil, layout?.key != key, awaited != key else { return nil }
        awaited = key
        return key
    }

    /// A layout made off the main loop, taken when it is the one awaited.
    mutating func receive(_ newLayout: Layout, size: TerminalSize) {
        guard newLayout.key == awaited else { return }
        layout = newLayout
        awaited = nil
        scroll(by: 0, in: size)
    }

    /// The scrolling keys (j/k, Space, d, Ctrl-D/U, g/G); false for any other.
    mutating func scroll(_ action: ReaderAction, in size: TerminalSize) -> Bool {
        let visible = Layout.visibleLineCount(in: size)
        switch action {
        case .move(let lines): scroll(by: lines, in: size)
        case .movePage(let pages): scroll(by: pages * max(1, visible), in: size)
        case .moveHalfPage(let halves): scroll(by: halves * ReaderModel.half(visible), in: size)
        case .first: scroll(to: 0, in: size)
        case .last: scroll(to: Int.max, in: size)
        default: return false
        }
        return true
    }

    mutating func scroll(by lines: Int, in size: TerminalSize) {
        scroll(to: scrollOffset.addingReportingOverflow(lines).partialValue, in: size)
    }

    mutating func scroll(to offset: Int, in size: TerminalSize) {
        scrollOffset = min(max(0, offset), layout?.maxScrollOffset(in: size) ?? 0)
    }
}
