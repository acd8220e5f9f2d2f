extension ArticleReader {
    /// A list's items, each its own blocks (nested lists included); nil when empty.
    func list(_ list: HTMLNode, depth: Int) -> [[ExplainedBlock]]? {
        var items: [[ExplainedBlock]] = []
        for item in list.children where item.name == "li" {
            guard !isExhausted, items.count < limits.maximumBlocksPerSection else { break }
            let blocks = blocks(of: item.children, depth: depth + 1)
            if !blocks.isEmpty { items.append(blocks) }
        }
        return items.isEmpty ? nil : items
    }

    /// A `dl` (the wiki's `:` lines): each `dd` an indented line at `level`,
    /// a `dl` inside it one level deeper, a `dt` a bold line.
    func indentedLines(_ list: HTMLNode, level: Int, depth: Int) -> [ExplainedBlock] {
        var lines: [ExplainedBlock] = []
        for item in list.children where item.name == "dd" || item.name == "dt" {
            guard !isExhausted, depth < limits.maximumDepth, lines.count < limits.maximumBlocksPerSection else {
                break
            }
            let emphasis: ExplainedEmphasis = item.name == "dt" ? .bold : []
            var builder = RunBuilder()
            func flush() {
                let runs = builder.finish()
                if !runs.isEmpty { lines.append(.indented(depth: level, runs)) }
            }
            for child in item.children {
                if child.name == "dl" {
                    flush()
                    lines.append(contentsOf: indentedLines(child, level: level + 1, depth: depth + 1))
                } else if child.isText {
                    builder.append(text: spend(child.text), emphasis)
                } else if child.isElement, !isDropped(child) {
                    if ["ul", "ol", "table", "p", "div"].contains(child.name) {
                        flush()
                        lines.append(contentsOf: blocks(of: [child], depth: depth + 1))
                    } else {
                        appendInlineElement(
                            child, depth: depth + 1, emphasis: emphasis, footnotes: true, into: &builder)
                    }
                }
            }
            flush()
        }
        return lines
    }

    /// A table's rows of cells (at most `maximumTableRows` by
    /// `maximumTableColumns`); the first row is the header when all its cells are `th`.
    func table(_ table: HTMLNode, depth: Int) -> ExplainedBlock? {
        var rows: [[[ExplainedInline]]] = []
        var headerRow: Int?
        for row in tableRows(table) {
            guard !isExhausted, rows.count < limits.maximumTableRows else { break }
            let cells = row.children.filter { $0.name == "td" || $0.name == "th" }
            guard !cells.isEmpty else { continue }
            if rows.isEmpty, cells.allSatisfy({ $0.name == "th" }) { headerRow = 0 }
            rows.append(cells.prefix(limits.maximumTableColumns).map { inlineRuns(of: $0, depth: depth) })
        }
        guard !rows.isEmpty else { return nil }
        if headerRow != nil, rows.count > 1 { return .table(header: rows[0], rows: Array(rows.dropFirst())) }
        return .table(header: [], rows: rows)
    }

    /// The table's own rows, inside `thead`/`tbody`/`tfoot` or not (not a nested table's).
    private func tableRows(_ table: HTMLNode) -> [HTMLNode] {
        table.children.flatMap { child -> [HTMLNode] in
            switch child.name {
            case "tr": [child]
            case "thead", "tbody", "tfoot": child.children.filter { $0.name == "tr" }
            default: []
            }
        }
    }
}
