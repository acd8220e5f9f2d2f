import ComicData

/// One comic as plain text for `xkcd show`: every field a person reads,
/// sanitized, as styled lines (no escape codes). Prose wraps at word
/// boundaries to `width` columns; URLs stay whole so they can be copied.
public enum PlainComicDetail {
    public static func lines(_ state: ComicDetailState, width: Int) -> [StyledLine] {
        let width = max(1, width)
        var lines: [StyledLine] = []
        func prose(_ text: String, style: TextStyle? = nil) {
            lines += TerminalText.wrap(text, width: width).map { StyledLine($0, style: style) }
        }
        func section(_ heading: String, _ text: String, whenEmpty: String? = nil) {
            let text = TerminalText.sanitizedLines(text)
            guard !text.isEmpty || whenEmpty != nil else { return }
            lines.append(StyledLine())
            lines.append(StyledLine(heading + ":", style: .heading))
            prose(text.isEmpty ? whenEmpty ?? "" : text)
        }

        prose("#\(state.number) \(TerminalText.sanitizedLine(state.title))", style: .heading)
        if state.isBookmarked {
            let mark = StyledLine.Run("[bookmarked]", .bookmarkMark)
            if let last = lines.indices.last, TerminalText.width(lines[last].text + "  " + mark.text) <= width {
                lines[last].runs += [.init("  "), mark]
            } else {
                lines.append(StyledLine([mark]))
            }
        }
        if let date = state.date { lines.append(StyledLine([.init("Published: "), .init(date.description, .dim)])) }
        lines.append(StyledLine("Image: " + (state.imageURL.map { TerminalText.sanitizedLine($0.absoluteString) } ?? "none")))
        lines.append(StyledLine("Explain: \(state.explainLink)"))
        if let link = state.link { lines.append(StyledLine("Link: " + TerminalText.sanitizedLine(link.absoluteString))) }
        section("Alt text", state.altText, whenEmpty: "(none)")
        section("Transcript", state.transcript)
        section("News", state.news)
        return lines
    }
}
