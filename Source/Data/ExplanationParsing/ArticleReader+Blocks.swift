extension ArticleReader {
    /// The blocks made of sibling nodes: block elements each become theirs,
    /// and text between them becomes paragraphs.
    func blocks(of nodes: [HTMLNode], depth: Int) -> [ExplainedBlock] {
        var blocks: [ExplainedBlock] = []
        var pending = RunBuilder()
        func flush() {
            let runs = pending.finish()
            if !runs.isEmpty { blocks.append(.paragraph(runs)) }
        }
        for node in nodes {
            guard !isExhausted else { break }
            if node.isText {
                pending.append(text: spend(node.text), [])
            } else if node.isElement, !isDropped(node) {
                if ArticleReader.blockNames.contains(node.name) {
                    flush()
                    blocks.append(contentsOf: block(node, depth: depth))
                } else {
                    appendInlineElement(node, depth: depth + 1, emphasis: [], footnotes: true, into: &pending)
                }
            }
        }
        flush()
        return blocks
    }

    /// One block element's blocks (a container gives its children's).
    private func block(_ element: HTMLNode, depth: Int) -> [ExplainedBlock] {
        if Self.isIncompleteNotice(element) {
            noteIncomplete(element)
            return []
        }
        guard depth < limits.maximumDepth else {
            let text = spend(element.flattenedText(limit: limits.maximumTextBytes))
            var builder = RunBuilder()
            builder.append(text: text, [])
            let runs = builder.finish()
            return runs.isEmpty ? [] : [.paragraph(runs)]
        }
        switch element.name {
        case "p", "pre", "caption", "figcaption", "summary":
            let runs = inlineRuns(of: element, depth: depth)
            return runs.isEmpty ? [] : [.paragraph(runs)]
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let runs = inlineRuns(of: element, depth: depth)
            return runs.isEmpty ? [] : [.heading(runs)]
        case "ul":
            return list(element, depth: depth).map { [ExplainedBlock.bullets($0)] } ?? []
        case "ol":
            return list(element, depth: depth).map { [ExplainedBlock.numbered($0)] } ?? []
        case "dl":
            return indentedLines(element, level: 1, depth: depth)
        case "table":
            return table(element, depth: depth).map { [$0] } ?? []
        default:
            return blocks(of: element.children, depth: depth + 1)
        }
    }

    /// A block's text as runs, footnotes numbered in the current section.
    func inlineRuns(of element: HTMLNode, depth: Int, emphasis: ExplainedEmphasis = []) -> [ExplainedInline] {
        var builder = RunBuilder()
        appendInline(of: element, depth: depth + 1, emphasis: emphasis, footnotes: true, into: &builder)
        return builder.finish()
    }

    /// `{{incomplete|reason}}` as explain xkcd renders it: a `notice_tpl`
    /// box that says "incomplete", the reason in italics (older wikis: a
    /// `notice-incomplete` box, the reason in `incomplete-reason`).
    static func isIncompleteNotice(_ element: HTMLNode) -> Bool {
        if element.hasClass("notice-incomplete") { return true }
        guard element.hasClass("notice_tpl") else { return false }
        return element.flattenedText(limit: 4_096).localizedCaseInsensitiveContains("incomplete")
    }

    /// `{{incomplete|reason}}`: the reason's words become the article's notice.
    private func noteIncomplete(_ notice: HTMLNode) {
        guard incomplete == nil else { return }
        let reason =
            notice.firstElement(where: { $0.hasClass("incomplete-reason") })
            ?? notice.firstElement(where: { $0.name == "i" })
        guard let reason else {
            incomplete = ""
            return
        }
        var builder = RunBuilder()
        appendInline(of: reason, depth: 0, emphasis: [], footnotes: false, into: &builder)
        incomplete = spend(builder.finish().plainText)
    }
}
