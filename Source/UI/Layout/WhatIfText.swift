import ComicData

/// A What If? article as terminal lines at one width: the title, the
/// question and who asked, the answer's blocks wrapped as explanations are
/// (`ExplanationWriter`), each illustration with its title text below,
/// and the footnotes, numbered [n] in the text, listed at the end.
///
/// The site's text is untrusted: every run goes through `TerminalSanitizer`.
public enum WhatIfText {
    /// A stretch of the article: lines, or an illustration's place (drawn
    /// where images are on), its title text in the lines after it.
    public enum Part: Sendable, Hashable {
        case lines([StyledLine])
        case illustration(WhatIfIllustration)
    }

    public static let illustrationMark = "Illustration: "
    public static let footnotesHeading = "Notes"

    public static func parts(_ article: WhatIfArticle, width: Int, ambiguousIsWide: Bool = false) -> [Part] {
        let wrap = StyledWrap(width: max(1, width), ambiguousIsWide: ambiguousIsWide)
        var writer = ExplanationWriter(wrap: wrap)
        var parts: [Part] = []
        func flush() {
            if !writer.lines.isEmpty { parts.append(.lines(writer.lines)) }
            writer.lines = []
        }
        writer.lines += wrap.lines([.init(TerminalSanitizer.line(article.title), role: .heading)])
        writer.lines.append(StyledLine(plain: ""))
        if !article.question.isEmpty {
            writer.lines += wrap.lines([.init(TerminalSanitizer.line(article.question), role: .emphasis)])
        }
        if !article.attribution.isEmpty {
            writer.lines += wrap.lines([
                .init("\u{2014}" + TerminalSanitizer.line(article.attribution), role: .secondary)
            ])
        }
        for block in article.blocks {
            writer.lines.append(StyledLine(plain: ""))
            switch block {
            case .text(let text):
                writer.block(text, indent: "")
            case .illustration(let picture):
                flush()
                parts.append(.illustration(picture))
                let title = TerminalSanitizer.line(picture.title)
                writer.lines += wrap.lines(
                    [
                        .init(illustrationMark, role: .secondary),
                        .init(title.isEmpty ? "(no title text)" : title, role: .secondary),
                    ])
            }
        }
        if !article.footnotes.isEmpty {
            writer.lines += [StyledLine(plain: "")] + wrap.lines([.init(footnotesHeading, role: .heading)])
            for (index, note) in article.footnotes.enumerated() {
                let mark = "[\(index + 1)] "
                writer.lines += wrap.lines(
                    ExplanationText.spans(note), first: .init(mark, role: .secondary),
                    rest: .init(String(repeating: " ", count: mark.count)))
            }
        }
        flush()
        return parts
    }

    /// Every line, illustrations as their title text only: for pipes, files and the reader's text.
    public static func lines(_ article: WhatIfArticle, width: Int, ambiguousIsWide: Bool = false) -> [StyledLine] {
        parts(article, width: width, ambiguousIsWide: ambiguousIsWide).flatMap { part -> [StyledLine] in
            if case .lines(let lines) = part { return lines }
            return []
        }
    }
}
