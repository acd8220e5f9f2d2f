extension WhatIfReader {
    /// The text below `node` as runs: emphasis, links with their addresses,
    /// footnotes (`span.ref`) as numbered marks, `br` as a line break;
    /// illustrations inside a paragraph end it and stand as blocks.
    /// - Parameter splits: an illustration ends the paragraph being built
    ///   (the answer's own paragraphs); elsewhere (a list, a note) its title stays in place.
    func appendInline(
        of node: HTMLNode, depth: Int, emphasis: ExplainedEmphasis, splits: Bool = false,
        into builder: inout RunBuilder
    ) {
        guard depth < limits.maximumDepth else {
            builder.append(text: spend(node.flattenedText(limit: 64 * 1024)), emphasis)
            return
        }
        for child in node.children {
            guard visit() else { return }
            if child.isText {
                builder.append(text: spend(child.text), emphasis)
            } else if child.isElement, !HTMLNode.skippedNames.contains(child.name) {
                appendInlineElement(child, depth: depth + 1, emphasis: emphasis, splits: splits, into: &builder)
            }
        }
    }

    func appendInlineElement(
        _ element: HTMLNode, depth: Int, emphasis: ExplainedEmphasis, splits: Bool = false,
        into builder: inout RunBuilder
    ) {
        switch element.name {
        case "b", "strong":
            appendInline(of: element, depth: depth, emphasis: emphasis.union(.bold), splits: splits, into: &builder)
        case "i", "em":
            appendInline(of: element, depth: depth, emphasis: emphasis.union(.italic), splits: splits, into: &builder)
        case "br":
            builder.appendLineBreak()
        case "img":
            if splits {
                let runs = builder.finish()
                if !runs.isEmpty { append(.text(.paragraph(runs))) }
                illustration(element)
            } else if let title = element.attribute("title") {
                builder.append(text: spend(" " + Self.collapsed(title) + " "), emphasis)
            }
        case "a":
            let text = spend(element.flattenedText(limit: 64 * 1024))
            if let href = element.attribute("href"), let url = absolute(href) {
                builder.append(text: text, emphasis, url: url)
            } else {
                builder.append(text: text, emphasis)
            }
        case "span" where element.hasClass("ref"):
            footnote(element, emphasis: emphasis, into: &builder)
        case "span" where element.hasClass("refnum") || element.hasClass("refbody"):
            return
        default:
            appendInline(of: element, depth: depth, emphasis: emphasis, splits: splits, into: &builder)
        }
    }

    /// `<span class="ref"><span class="refnum">[1]</span><span class="refbody">…</span></span>`:
    /// the body becomes the next footnote, its mark stays in the text.
    private func footnote(_ ref: HTMLNode, emphasis: ExplainedEmphasis, into builder: inout RunBuilder) {
        guard footnotes.count < limits.maximumFootnotes,
            let body = ref.firstElement(where: { $0.hasClass("refbody") })
        else { return }
        var note = RunBuilder()
        appendInline(of: body, depth: 0, emphasis: [], into: &note)
        footnotes.append(note.finish())
        builder.append(.footnote(footnotes.count))
    }
}
