import ComicData

/// One comic as plain text for `xkcd show`: every field a person reads,
/// sanitized, as styled lines (no escape codes). Prose wraps at word
/// boundaries to `width` columns; URLs stay whole so they can be copied.
public enum PlainComicDetail {
    public static func lines(_ state: ComicDetailState, width: Int, ambiguousIsWide: Bool = false) -> [StyledLine] {
        let width = max(1, width)
        var lines: [StyledLine] = []
        func prose(_ text: String, role: TextRole = .normal) {
            lines += TerminalText.wrap(text, width: width, ambiguousIsWide: ambiguousIsWide).map {
                StyledLine([.init($0, role: role)])
            }
        }
        func section(_ heading: String, _ text: String, whenEmpty: String? = nil) {
            let text = TerminalText.sanitizedLines(text)
            guard !text.isEmpty || whenEmpty != nil else { return }
            lines.append(StyledLine(plain: ""))
            lines.append(StyledLine([.init(heading + ":", role: .heading)]))
            prose(text.isEmpty ? whenEmpty ?? "" : text)
        }

        prose("#\(state.number) \(TerminalText.sanitizedLine(state.title))", role: .heading)
        if state.isBookmarked {
            let mark = StyledLine.Span("[bookmarked]", role: .accent)
            if let last = lines.indices.last,
                TerminalText.width(lines[last].text + "  " + mark.text, ambiguousIsWide: ambiguousIsWide) <= width
            {
                lines[last].spans += [.init("  "), mark]
            } else {
                lines.append(StyledLine([mark]))
            }
        }
        if let date = state.date {
            lines.append(StyledLine([.init("Published: "), .init(date.description, role: .secondary)]))
        }
        lines.append(
            StyledLine(
                plain: "Image: " + (state.imageURL.map { TerminalText.sanitizedLine($0.absoluteString) } ?? "none")))
        lines.append(StyledLine(plain: "Explain: \(state.explainLink)"))
        if let link = state.link {
            lines.append(StyledLine(plain: "Link: " + TerminalText.sanitizedLine(link.absoluteString)))
        }
        section("Alt text", state.altText, whenEmpty: "(none)")
        section("Transcript", state.transcript)
        section("News", state.news)
        return lines
    }
}
