import ComicData

/// What an explanation's and a What If? article's screens draw alike: the
/// load's state or the laid-out lines from the scroll offset, where in the
/// text they are, and the frame of header, body and status line around them.
struct ScrollingTextView<Document: Sendable & Hashable, Layout: LaidOutText> {
    let text: ScrollingTextScreen<Document, Layout>
    let size: TerminalSize
    let ambiguousIsWide: Bool

    /// `line` cut to the terminal's width.
    func fit(_ line: String) -> String {
        TerminalText.truncate(line, toWidth: size.columns, ambiguousIsWide: ambiguousIsWide)
    }

    /// The lines under the header: `loading` or `layingOut` while the text
    /// is not ready, why there is none, or the layout's lines in view.
    func body(loading: String, layingOut: String) -> [StyledLine] {
        switch text.content {
        case .loading:
            return [StyledLine(plain: fit(loading))]
        case .unavailable(let reason):
            // Wrapped, not cut: the reason ends with what to do (`xkcd sync --explain`).
            return TerminalText.wrap(
                TerminalText.sanitizedLine(reason), width: size.columns, ambiguousIsWide: ambiguousIsWide
            )
            .map { StyledLine([.init($0, role: .error)]) }
        case .loaded:
            guard let layout = text.layout else { return [StyledLine(plain: fit(layingOut))] }
            let shown = Array(layout.lines.dropFirst(text.scrollOffset).prefix(Layout.visibleLineCount(in: size)))
            // Laid out for a wider terminal, while the new layout is made: cut, never wrapped by the terminal.
            guard layout.width > size.columns else { return shown }
            return shown.map { Self.cut($0, toWidth: size.columns, ambiguousIsWide: ambiguousIsWide) }
        }
    }

    /// "lines 3–20 of 85", when the laid-out text is longer than the screen.
    var position: String? {
        let visible = Layout.visibleLineCount(in: size)
        guard case .loaded = text.content, let layout = text.layout, layout.lines.count > visible else { return nil }
        let last = min(layout.lines.count, text.scrollOffset + visible)
        return "lines \(text.scrollOffset + 1)–\(last) of \(layout.lines.count)"
    }

    /// The screen: `header`, `body` and blank lines to the status line, `status`.
    func frame(header: String, body: [StyledLine], status: String) -> [StyledLine] {
        var lines = [StyledLine([.init(fit(header), role: .heading)])]
        lines += body.prefix(max(0, size.rows - 2))
        while lines.count < size.rows - 1 { lines.append(StyledLine(plain: "")) }
        if size.rows > 1 { lines.append(StyledLine([.init(fit(status), role: .status)])) }
        return Array(lines.prefix(size.rows))
    }

    static func cut(_ line: StyledLine, toWidth width: Int, ambiguousIsWide: Bool) -> StyledLine {
        var room = width
        var spans: [StyledLine.Span] = []
        for span in line.spans where room > 0 {
            let text = TerminalText.prefix(span.text, width: room, ambiguousIsWide: ambiguousIsWide)
            room -= TerminalText.width(text, ambiguousIsWide: ambiguousIsWide)
            spans.append(.init(text, role: span.role))
        }
        return StyledLine(spans)
    }
}
