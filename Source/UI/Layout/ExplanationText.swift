import ComicData

/// An explain xkcd article as terminal lines at one width: section titles as
/// headings, paragraphs wrapped by display width, bullets, indented `:`
/// lines, tables as aligned rows (label: value pairs when too narrow),
/// bold and italic as roles, footnotes as [n] with their notes at the end of
/// the section, the incomplete notice as one marked line.
///
/// The wiki's text is untrusted: every run goes through `TerminalSanitizer`.
/// The same lines serve the reader, `xkcd explain` on a terminal, and
/// (rendered by a plain theme) piped output.
public enum ExplanationText {
    public static let bullet = "- "
    public static let incompleteMark = "! "
    /// Joined by a no-break space, so a line never ends inside the mark.
    public static let citationNeeded = "[citation\u{00A0}needed]"

    /// - Parameter shouldStop: asked between blocks; once true, the lines
    ///   are cut short and meant to be thrown away.
    public static func lines(
        _ article: ExplainedArticle, width: Int, ambiguousIsWide: Bool = false,
        shouldStop: @escaping @Sendable () -> Bool = { false }
    ) -> [StyledLine] {
        let width = max(1, width)
        var lines: [StyledLine] = []
        if let reason = article.incomplete {
            let words = TerminalText.sanitizedLine(reason)
            let notice = incompleteMark + "Incomplete explanation" + (words.isEmpty ? "" : ": " + words)
            lines.append(
                StyledLine([
                    .init(
                        TerminalText.truncate(notice, toWidth: width, ambiguousIsWide: ambiguousIsWide), role: .accent)
                ]))
        }
        var writer = ExplanationWriter(
            wrap: StyledWrap(width: width, ambiguousIsWide: ambiguousIsWide), shouldStop: shouldStop)
        for section in article.sections where !shouldStop() {
            if !lines.isEmpty || !writer.lines.isEmpty { writer.lines.append(StyledLine(plain: "")) }
            writer.section(section)
        }
        return lines + writer.lines
    }

    /// The article as plain text at `width`, each line ending in a newline: for pipes and files.
    public static func plain(_ article: ExplainedArticle, width: Int = 80, ambiguousIsWide: Bool = false) -> String {
        lines(article, width: width, ambiguousIsWide: ambiguousIsWide).map { $0.text + "\n" }.joined()
    }

    /// Runs as sanitized spans: emphasis as roles, footnotes as [n].
    static func spans(_ runs: [ExplainedInline], base: TextRole = .normal) -> [StyledLine.Span] {
        runs.compactMap { run in
            switch run {
            case .text(let text, let emphasis):
                return .init(sanitized(text), role: role(emphasis, base: base))
            case .link(let text, _, let emphasis):
                return .init(
                    sanitized(text), role: emphasis.isEmpty && base == .normal ? .link : role(emphasis, base: base))
            case .footnote(let number):
                return .init("[\(number)]", role: .secondary)
            case .citationNeeded:
                return .init(citationNeeded, role: .secondary)
            }
        }
    }

    /// Each line of the text sanitized on its own, so `<br>`'s breaks stay breaks.
    static func sanitized(_ text: String) -> String {
        // Printable ASCII and line breaks, most of a page, have nothing to clean.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) || $0 == 0x0A }) { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalSanitizer.line(String($0)) }
            .joined(separator: "\n")
    }

    static func role(_ emphasis: ExplainedEmphasis, base: TextRole) -> TextRole {
        if base != .normal { return base }
        switch (emphasis.contains(.bold), emphasis.contains(.italic)) {
        case (true, true): return .strongEmphasis
        case (true, false): return .strong
        case (false, true): return .emphasis
        case (false, false): return .normal
        }
    }
}
