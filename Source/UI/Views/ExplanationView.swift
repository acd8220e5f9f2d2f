import ComicData

/// The explanation screen: a header naming the comic and its wiki page, the
/// explanation's lines from the scroll offset, and a status line.
public enum ExplanationView {
    public static func render(_ screen: ExplanationScreen, size: TerminalSize, ambiguousIsWide: Bool = false)
        -> [StyledLine]
    {
        guard size.rows > 0, size.columns > 0 else { return [] }
        let width = size.columns
        func fit(_ text: String) -> String {
            TerminalText.truncate(text, toWidth: width, ambiguousIsWide: ambiguousIsWide)
        }
        var header = "explain xkcd #\(screen.number)"
        var body: [StyledLine] = []
        var status = "j/k scroll · e open in a browser · q back"
        switch screen.content {
        case .loading:
            body = [StyledLine(plain: fit("Loading explanation…"))]
        case .unavailable(let reason):
            // Wrapped, not cut: the reason ends with what to do (`xkcd sync --explain`).
            body = TerminalText.wrap(TerminalText.sanitizedLine(reason), width: width, ambiguousIsWide: ambiguousIsWide)
                .map { StyledLine([.init($0, role: .error)]) }
        case .loaded(let explanation):
            // The page is "327: Exploits of a Mom": the number is in the header already.
            header += " — " + TerminalText.sanitizedLine(ExplanationJSON.comicTitle(explanation))
            guard let layout = screen.layout else {
                body = [StyledLine(plain: fit("Laying out the explanation…"))]
                break
            }
            let lines = layout.lines
            let visible = ExplanationLayout.visibleLineCount(in: size)
            body = Array(lines.dropFirst(screen.scrollOffset).prefix(visible))
            // Laid out for a wider terminal, while the new layout is made: cut, never wrapped by the terminal.
            if layout.width > width { body = body.map { cut($0, toWidth: width, ambiguousIsWide: ambiguousIsWide) } }
            if lines.count > visible {
                let last = min(lines.count, screen.scrollOffset + visible)
                status = "lines \(screen.scrollOffset + 1)–\(last) of \(lines.count) · " + status
            }
        }
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
