extension WhatIfReader {
    /// The article in `<article>` (older layout: `class="entry"`, title in
    /// `<a><h1>`; newer: `id="entry"`, title in `<h2 id="title"><a>`); nil when the page has none.
    func article(_ number: Int, in root: HTMLNode) -> WhatIfArticle? {
        guard let body = root.firstElement(where: { $0.name == "article" }) else { return nil }
        var title = ""
        var question = ""
        var attribution = ""
        var answer: [HTMLNode] = []
        // Only the article's own children: bounded by the page's bytes, counted when read below.
        for child in body.children {
            if title.isEmpty, let heading = titleHeading(child) {
                title = words(heading)
            } else if child.attribute("id") == "question" {
                question = words(child)
            } else if child.attribute("id") == "attribute" {
                attribution = Self.withoutDash(words(child))
            } else {
                answer.append(child)
            }
        }
        readBlocks(answer, depth: 0)
        flush()
        return WhatIfArticle(
            number: number, title: title.isEmpty ? "What If? \(number)" : title, question: question,
            attribution: attribution, blocks: blocks, footnotes: footnotes)
    }

    /// The title's heading: `h1` (perhaps inside its link) or `h2#title`.
    private func titleHeading(_ node: HTMLNode) -> HTMLNode? {
        if node.name == "h1" || (node.name == "h2" && node.attribute("id") == "title") { return node }
        if node.name == "a" { return node.firstElement { $0.name == "h1" } }
        return nil
    }

    static func withoutDash(_ text: String) -> String {
        var rest = Substring(text)
        while let first = rest.first, first == "\u{2014}" || first == "\u{2013}" || first == "-" || first == " " {
            rest = rest.dropFirst()
        }
        return String(rest)
    }

    /// Sibling nodes as blocks: paragraphs, lists, quotes, illustrations;
    /// loose text and inline elements gather into paragraphs.
    func readBlocks(_ nodes: [HTMLNode], depth: Int) {
        for node in nodes {
            guard visit(), blocks.count < limits.maximumBlocks else { return }
            if node.isText {
                pending.append(text: spend(node.text), [])
            } else if node.isElement, !HTMLNode.skippedNames.contains(node.name) {
                readElement(node, depth: depth)
            }
        }
    }

    private func readElement(_ element: HTMLNode, depth: Int) {
        guard depth < limits.maximumDepth else {
            pending.append(text: spend(element.flattenedText(limit: 64 * 1024)), [])
            return
        }
        switch element.name {
        case "p", "h1", "h2", "h3", "h4", "pre":
            flush()
            var builder = RunBuilder()
            appendInline(of: element, depth: depth + 1, emphasis: [], splits: true, into: &builder)
            let runs = builder.finish()
            if !runs.isEmpty { append(.text(.paragraph(runs))) }
        case "ul", "ol":
            flush()
            let items = element.children.filter { $0.name == "li" }.prefix(limits.maximumBlocks).compactMap {
                item -> [ExplainedBlock]? in
                var builder = RunBuilder()
                appendInline(of: item, depth: depth + 1, emphasis: [], into: &builder)
                let runs = builder.finish()
                return runs.isEmpty ? nil : [.paragraph(runs)]
            }
            guard !items.isEmpty else { return }
            append(.text(element.name == "ul" ? .bullets(items) : .numbered(items)))
        case "blockquote":
            flush()
            var builder = RunBuilder()
            appendInline(of: element, depth: depth + 1, emphasis: [], into: &builder)
            let runs = builder.finish()
            if !runs.isEmpty { append(.text(.indented(depth: 1, runs))) }
        case "div", "section", "figure", "center", "table", "tbody", "tr", "td":
            flush()
            readBlocks(element.children, depth: depth + 1)
            flush()
        default:
            // Loose inline elements join the paragraph gathered so far (a copy: `pending` is not lent out).
            var builder = pending
            pending = RunBuilder()
            appendInlineElement(element, depth: depth + 1, emphasis: [], splits: true, into: &builder)
            pending = builder
        }
    }

    /// The paragraph gathered so far, as a block.
    func flush() {
        let runs = pending.finish()
        if !runs.isEmpty { append(.text(.paragraph(runs))) }
    }

    func append(_ block: WhatIfBlock) {
        if blocks.count < limits.maximumBlocks { blocks.append(block) }
    }

    /// An illustration where it stands (the caller has ended the paragraph before it).
    func illustration(_ image: HTMLNode) {
        guard image.hasClass("illustration") || image.attribute("src")?.contains("/imgs/a/") == true else { return }
        let title = image.attribute("title").map { spend(Self.collapsed($0)) } ?? ""
        append(.illustration(.init(src: image.attribute("src").flatMap(onSite), title: title)))
    }

    static func collapsed(_ text: String) -> String {
        var builder = RunBuilder()
        builder.append(text: text, [])
        return builder.finish().plainText
    }
}
