import ComicData

/// One comic as plain text for `xkcd show`: every field a person reads,
/// sanitized, no escape codes, lines left for the pager to wrap.
public enum PlainComicDetail {
    public static func render(_ state: ComicDetailState) -> String {
        var lines = ["#\(state.number) \(TerminalSanitizer.line(state.title))\(state.isBookmarked ? "  [bookmarked]" : "")"]
        if let date = state.date { lines.append("Published: \(date)") }
        lines.append("Image: \(state.imageURL.map { TerminalSanitizer.line($0.absoluteString) } ?? "none")")
        lines.append("Explain: \(state.explainLink)")
        if let link = state.link { lines.append("Link: \(TerminalSanitizer.line(link.absoluteString))") }
        lines.append("")
        lines.append("Alt text:")
        lines.append(state.altText.isEmpty ? "(none)" : TerminalSanitizer.lines(state.altText))
        if !state.transcript.isEmpty {
            lines.append("")
            lines.append("Transcript:")
            lines.append(TerminalSanitizer.lines(state.transcript))
        }
        if !state.news.isEmpty {
            lines.append("")
            lines.append("News: \(TerminalSanitizer.lines(state.news))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
