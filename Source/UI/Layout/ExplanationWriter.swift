import ComicData

/// Writes one article's sections as lines: what `ExplanationText.lines` uses.
struct ExplanationWriter {
    let wrap: StyledWrap
    /// Asked between blocks: true ends the writing early (a layout no one waits for).
    var shouldStop: @Sendable () -> Bool = { false }
    var lines: [StyledLine] = []

    mutating func section(_ section: ExplainedSection) {
        lines += wrap.lines([.init(TerminalSanitizer.line(section.title), role: .heading)])
        for block in section.blocks {
            if shouldStop() { return }
            self.block(block, indent: "")
        }
        guard !section.notes.isEmpty else { return }
        lines.append(StyledLine(plain: ""))
        for (index, note) in section.notes.enumerated() {
            let mark = "[\(index + 1)] "
            let hanging = String(repeating: " ", count: mark.count)
            lines += wrap.lines(
                ExplanationText.spans(note), first: .init(mark, role: .secondary), rest: .init(hanging))
        }
    }

    /// Past this indent, nested blocks are written as plain paragraphs: a
    /// stored article nested without end must not recurse without end.
    static let deepestIndent = 40

    mutating func block(_ block: ExplainedBlock, indent: String) {
        if indent.count > Self.deepestIndent {
            lines += wrap.lines(
                [.init(ExplanationText.sanitized(block.plainText))], first: .init(indent), rest: .init(indent))
            return
        }
        switch block {
        case .paragraph(let runs):
            lines += wrap.lines(ExplanationText.spans(runs), first: .init(indent), rest: .init(indent))
        case .heading(let runs):
            lines += wrap.lines(
                ExplanationText.spans(runs, base: .heading), first: .init(indent), rest: .init(indent))
        case .indented(let depth, let runs):
            let inner = indent + String(repeating: "  ", count: min(max(depth, 1), 8))
            lines += wrap.lines(ExplanationText.spans(runs), first: .init(inner), rest: .init(inner))
        case .bullets(let items):
            for item in items { self.item(item, mark: ExplanationText.bullet, indent: indent) }
        case .numbered(let items):
            for (index, item) in items.enumerated() { self.item(item, mark: "\(index + 1). ", indent: indent) }
        case .table(let header, let rows):
            lines += ExplanationTable(header: header, rows: rows, wrap: wrap, indent: indent).lines()
        }
    }

    /// A list item: its mark before the first line, its later lines and blocks hanging under it.
    private mutating func item(_ blocks: [ExplainedBlock], mark: String, indent: String) {
        let hanging = indent + String(repeating: " ", count: mark.count)
        for (index, block) in blocks.enumerated() {
            if index == 0, case .paragraph(let runs) = block {
                lines += wrap.lines(
                    ExplanationText.spans(runs), first: .init(indent + mark), rest: .init(hanging))
            } else {
                // The mark on a line of its own, wrapped like any text: "12." is wider than a 1-column window.
                if index == 0 { lines += wrap.lines([.init(indent + mark.trimmingTrailingSpace)]) }
                self.block(block, indent: hanging)
            }
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpace: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
