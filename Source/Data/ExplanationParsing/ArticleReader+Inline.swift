import Foundation

extension ArticleReader {
    /// Adds the text below `node` as runs: emphasis from `b`/`strong` and
    /// `i`/`em`, links with their addresses, Cite's marks as footnotes (when
    /// `footnotes`), "citation needed" as its mark, `br` as a line break.
    /// Block elements met here (in a table cell, a heading) give their text.
    func appendInline(
        of node: HTMLNode, depth: Int, emphasis: ExplainedEmphasis, footnotes: Bool, into builder: inout RunBuilder
    ) {
        guard depth < limits.maximumDepth else {
            builder.append(text: spend(node.flattenedText(limit: limits.maximumTextBytes)), emphasis)
            return
        }
        for child in node.children {
            guard !isExhausted else { return }
            if child.isText {
                builder.append(text: spend(child.text), emphasis)
            } else if child.isElement, !isDropped(child) {
                appendInlineElement(child, depth: depth, emphasis: emphasis, footnotes: footnotes, into: &builder)
            }
        }
    }

    func appendInlineElement(
        _ element: HTMLNode, depth: Int, emphasis: ExplainedEmphasis, footnotes: Bool, into builder: inout RunBuilder
    ) {
        switch element.name {
        case "b", "strong":
            appendInline(
                of: element, depth: depth + 1, emphasis: emphasis.union(.bold), footnotes: footnotes, into: &builder)
        case "i", "em":
            appendInline(
                of: element, depth: depth + 1, emphasis: emphasis.union(.italic), footnotes: footnotes,
                into: &builder)
        case "br":
            builder.appendLineBreak()
        case "img", "hr", "input", "button", "select", "textarea", "video", "audio", "iframe", "object", "embed":
            return
        case "a":
            appendLink(element, emphasis: emphasis, into: &builder)
        case "sup" where isCitationNeeded(element):
            builder.append(.citationNeeded)
        case "sup" where element.hasClass("reference"):
            guard footnotes, let id = noteID(ofMark: element), let number = footnote(for: id) else { return }
            builder.append(.footnote(number))
        default:
            if ArticleReader.blockNames.contains(element.name) { builder.append(text: " ", emphasis) }
            appendInline(of: element, depth: depth + 1, emphasis: emphasis, footnotes: footnotes, into: &builder)
            if ArticleReader.blockNames.contains(element.name) { builder.append(text: " ", emphasis) }
        }
    }

    private func appendLink(_ link: HTMLNode, emphasis: ExplainedEmphasis, into builder: inout RunBuilder) {
        var inner = emphasis
        if link.firstElement(where: { ["b", "strong"].contains($0.name) }) != nil { inner.insert(.bold) }
        if link.firstElement(where: { ["i", "em"].contains($0.name) }) != nil { inner.insert(.italic) }
        let text = spend(link.flattenedText(limit: limits.maximumTextBytes))
        guard let href = link.attribute("href"), let url = absolute(href) else {
            builder.append(text: text, inner)
            return
        }
        builder.append(text: text, inner, url: url)
    }

    /// An address a person can open: the wiki's own links made absolute;
    /// in-page anchors and other schemes give none.
    func absolute(_ href: String) -> String? {
        if href.hasPrefix("https://") || href.hasPrefix("http://") { return href }
        if href.hasPrefix("//") { return "https:" + href }
        if href.hasPrefix("/") { return wikiOrigin + href }
        return nil
    }

    /// `{{citation needed}}`: our template's class, or explain xkcd's
    /// superscript reading "[citation needed]".
    func isCitationNeeded(_ element: HTMLNode) -> Bool {
        if element.hasClass("citation-needed") { return true }
        let text = element.flattenedText(limit: 64)
        // A footnote's "[12]" is too short to be it: most marks need no trimming.
        guard text.utf8.count >= "[citation needed]".utf8.count else { return false }
        return text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "[citation needed]"
    }

    static let blockNames: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dd", "dt", "table", "tr", "td", "th",
        "tbody", "thead", "tfoot", "caption", "blockquote", "center", "section", "pre", "figure", "figcaption",
        "article", "aside", "header", "footer", "nav", "main", "address", "details", "summary", "form", "fieldset",
    ]
}
