import ComicData

/// The detail screen as lines of text: a pinned header, the scrollable
/// comic text, a pinned status line.
///
/// Pure, like `ComicListView`: exactly `rows` lines, none wider than
/// `columns`, no escape codes, every remote string sanitized first.
public enum ComicDetailView {
    public static func render(
        _ state: ComicDetailState, size: TerminalSize, scrollOffset: Int = 0, ambiguousIsWide: Bool = false
    ) -> [String] {
        render(
            state, layout: layout(state, width: max(0, size.columns), ambiguousIsWide: ambiguousIsWide), size: size,
            scrollOffset: scrollOffset, ambiguousIsWide: ambiguousIsWide)
    }

    /// Renders with text already wrapped for this width (`layout(_:width:ambiguousIsWide:)`),
    /// so scrolling a long transcript does not wrap it again on every key.
    public static func render(
        _ state: ComicDetailState, layout: ComicDetailLayout, size: TerminalSize, scrollOffset: Int = 0,
        ambiguousIsWide: Bool = false
    ) -> [String] {
        guard size.rows > 0 else { return [] }
        let width = max(0, size.columns)
        let content =
            layout.width == width ? layout.lines : contentLines(state, width: width, ambiguousIsWide: ambiguousIsWide)
        let visible = visibleLineCount(in: size)
        let offset = min(max(0, scrollOffset), max(0, content.count - visible))
        let status = statusLine(
            offset: offset, visible: visible, total: content.count, width: width, ambiguousIsWide: ambiguousIsWide)
        if size.rows == 1 { return [status] }
        let shown = Array(content.dropFirst(offset).prefix(visible))
        return [header(state, width: width, ambiguousIsWide: ambiguousIsWide)] + shown
            + Array(repeating: "", count: visible - shown.count) + [status]
    }

    /// How many lines of comic text the screen shows at once.
    public static func visibleLineCount(in size: TerminalSize) -> Int {
        ComicDetailLayout.visibleLineCount(in: size)
    }

    /// The number of lines of comic text at this size, before scrolling.
    public static func contentHeight(_ state: ComicDetailState, size: TerminalSize, ambiguousIsWide: Bool = false)
        -> Int
    {
        contentLines(state, width: max(0, size.columns), ambiguousIsWide: ambiguousIsWide).count
    }

    /// The largest useful scroll offset: the last line of text at the bottom.
    public static func maxScrollOffset(_ state: ComicDetailState, size: TerminalSize, ambiguousIsWide: Bool = false)
        -> Int
    {
        max(0, contentHeight(state, size: size, ambiguousIsWide: ambiguousIsWide) - visibleLineCount(in: size))
    }

    // MARK: - Parts

    static func header(_ state: ComicDetailState, width: Int, ambiguousIsWide: Bool) -> String {
        TerminalText.truncate(ComicDetailLayout.headerText(state), toWidth: width, ambiguousIsWide: ambiguousIsWide)
    }

    static func contentLines(_ state: ComicDetailState, width: Int, ambiguousIsWide: Bool) -> [String] {
        layout(state, width: width, ambiguousIsWide: ambiguousIsWide).lines
    }

    /// The comic's text wrapped to `width`, with where each line starts in it.
    public static func layout(_ state: ComicDetailState, width: Int, ambiguousIsWide: Bool = false) -> ComicDetailLayout
    {
        ComicDetailLayout(state, width: width, ambiguousIsWide: ambiguousIsWide)
    }

    /// `viewing`: images are on, so `v` opens the viewer (the first hint to go when room runs out).
    static func statusLine(
        offset: Int, visible: Int, total: Int, width: Int, ambiguousIsWide: Bool, viewing: Bool = false
    ) -> String {
        var facts: [String] = []
        if total > visible, visible > 0 {
            facts.append("lines \(offset + 1)–\(min(total, offset + visible)) of \(total)")
        }
        var hints = hints
        if viewing { hints.insert(.init(text: "v view", keep: 0), at: 2) }
        return StatusLine.render(facts: facts, hints: hints, width: width, ambiguousIsWide: ambiguousIsWide)
    }

    /// `q` backs out to the list; `Q` quits from here.
    static let hints: [StatusLine.Hint] = [
        .init(text: "q back", keep: 4),
        .init(text: "b bookmark", keep: 2),
        .init(text: "↑↓ scroll", keep: 1),
        .init(text: "Q quit", keep: 3),
    ]
}
