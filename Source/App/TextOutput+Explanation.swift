import ComicData
import ComicUI

extension TextOutput {
    /// An explanation as plain text: each section's title, then its blocks'
    /// text, sanitized and wrapped to `columns`.
    func explanation(_ explanation: Explanation) -> String {
        let width = max(1, columns)
        var lines: [StyledLine] = [
            StyledLine([.init(TerminalText.sanitizedLine(explanation.pageTitle), role: .heading)])
        ]
        if let reason = explanation.article.incomplete {
            let text = "This explanation may be incomplete" + (reason.isEmpty ? "." : ": \(reason)")
            lines += wrapped(text, width: width, role: .accent)
        }
        for section in explanation.article.sections {
            lines.append(StyledLine(plain: ""))
            lines.append(StyledLine([.init(TerminalText.sanitizedLine(section.title), role: .heading)]))
            for block in section.blocks {
                lines += wrapped(block.plainText, width: width, role: .normal)
            }
        }
        return theme.text(lines)
    }

    private func wrapped(_ text: String, width: Int, role: TextRole) -> [StyledLine] {
        TerminalText.wrap(TerminalText.sanitizedLines(text), width: width, ambiguousIsWide: ambiguousIsWide).map {
            StyledLine([.init($0, role: role)])
        }
    }
}
