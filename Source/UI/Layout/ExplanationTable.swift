import ComicData

/// A table as aligned columns when it fits the width; otherwise each row as
/// "label: value" lines (labels from the header, or the row's first cell).
struct ExplanationTable {
    let header: [[ExplainedInline]]
    let rows: [[[ExplainedInline]]]
    let wrap: StyledWrap
    let indent: String

    static let gap = "  "

    func lines() -> [StyledLine] {
        let headerText = header.map(text)
        let rowTexts = rows.map { $0.map(text) }
        let columns = ([headerText] + rowTexts).map(\.count).max() ?? 0
        guard columns > 0 else { return [] }
        var widths = Array(repeating: 0, count: columns)
        for row in [headerText] + rowTexts {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], measure(cell)) }
        }
        let total = measure(indent) + widths.reduce(0, +) + Self.gap.count * (columns - 1)
        // A line break in any cell, the header's too (`<br>`), fits no aligned row: pairs wrap it.
        if total <= wrap.width, !(headerText + rowTexts.flatMap { $0 }).contains(where: { $0.contains("\n") }) {
            return aligned(headerText, rowTexts, widths: widths)
        }
        return pairs()
    }

    private func aligned(_ header: [String], _ rows: [[String]], widths: [Int]) -> [StyledLine] {
        func line(_ cells: [[StyledLine.Span]], texts: [String]) -> StyledLine {
            var spans: [StyledLine.Span] = indent.isEmpty ? [] : [.init(indent)]
            for (column, cell) in cells.enumerated() {
                spans += cell
                let isLast = column == cells.count - 1
                if !isLast {
                    let padding = widths[column] - measure(texts[column])
                    spans.append(.init(String(repeating: " ", count: max(0, padding)) + Self.gap))
                }
            }
            return StyledLine(spans)
        }
        var lines: [StyledLine] = []
        if !header.isEmpty {
            lines.append(line(self.header.map { ExplanationText.spans($0, base: .heading) }, texts: header))
        }
        for (index, row) in self.rows.enumerated() {
            lines.append(line(row.map { ExplanationText.spans($0) }, texts: rows[index]))
        }
        return lines
    }

    /// Each row as label: value lines, rows apart by a blank line.
    private func pairs() -> [StyledLine] {
        var lines: [StyledLine] = []
        let hanging = indent + "  "
        for (index, row) in rows.enumerated() {
            if index > 0 { lines.append(StyledLine(plain: "")) }
            for (column, cell) in row.enumerated() {
                let label: [StyledLine.Span]
                if header.indices.contains(column), !text(header[column]).isEmpty {
                    label = ExplanationText.spans(header[column], base: .heading) + [.init(": ", role: .heading)]
                } else if header.isEmpty, column == 0 {
                    lines += wrap.lines(
                        ExplanationText.spans(cell, base: .heading), first: .init(indent), rest: .init(hanging))
                    continue
                } else {
                    label = []
                }
                lines += wrap.lines(
                    label + ExplanationText.spans(cell), first: .init(hanging), rest: .init(hanging + "  "))
            }
        }
        return lines
    }

    private func text(_ runs: [ExplainedInline]) -> String {
        ExplanationText.spans(runs).map(\.text).joined()
    }

    private func measure(_ text: String) -> Int {
        TerminalText.width(text, ambiguousIsWide: wrap.ambiguousIsWide)
    }
}
