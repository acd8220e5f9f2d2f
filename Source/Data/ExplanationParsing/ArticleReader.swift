/// One walk over a parsed page, building the article: what
/// `ExplanationPageParser` does with the tree libxml2 gives it.
final class ArticleReader {
    let limits: ExplanationPageParser.Limits
    let wikiOrigin: String

    private(set) var sections: [ExplainedSection] = []
    /// nil until the first `h2`: what comes before it (the comic box) is dropped.
    private var current: ExplainedSection?
    var incomplete: String?
    /// Cite's notes by their list item's id (`cite_note-1`), read before the walk.
    var notesByID: [String: [ExplainedInline]] = [:]
    /// The current section's footnote numbers by note id.
    private var footnoteNumbers: [String: Int] = [:]
    /// UTF-8 bytes of text kept so far, against `limits.maximumTextBytes`.
    var textBytes = 0

    init(limits: ExplanationPageParser.Limits, wikiOrigin: String) {
        self.limits = limits
        self.wikiOrigin = wikiOrigin
    }

    var isExhausted: Bool { textBytes >= limits.maximumTextBytes }

    func read(_ root: HTMLNode) -> ExplainedArticle {
        let content =
            root.firstElement { $0.hasClass("mw-parser-output") } ?? root.firstElement { $0.name == "body" } ?? root
        readNotes(in: root)
        if let discussion = content.firstElement(where: { $0.attribute("id") == "Discussion" }) {
            discussion.removeFromHereOn(below: content)
        }
        walkSectionLevel(content, depth: 0)
        finishSection()
        return ExplainedArticle(sections: sections, incomplete: incomplete)
    }

    /// Children of the page (or of a plain container holding `h2`s): each
    /// `h2` starts a section, and runs of other nodes become its blocks.
    private func walkSectionLevel(_ node: HTMLNode, depth: Int) {
        var pending: [HTMLNode] = []
        for child in node.children {
            guard !isExhausted else { return }
            if child.name == "h2" {
                appendBlocks(of: pending, depth: depth)
                pending = []
                startSection(titled: heading(child))
            } else if depth < limits.maximumDepth, ["div", "section"].contains(child.name),
                !isDropped(child), child.children.contains(where: { $0.name == "h2" })
            {
                appendBlocks(of: pending, depth: depth)
                pending = []
                walkSectionLevel(child, depth: depth + 1)
            } else {
                pending.append(child)
            }
        }
        appendBlocks(of: pending, depth: depth)
    }

    private func appendBlocks(of nodes: [HTMLNode], depth: Int) {
        let blocks = self.blocks(of: nodes, depth: depth)
        guard current != nil else { return }
        let room = max(0, limits.maximumBlocksPerSection - (current?.blocks.count ?? 0))
        current?.blocks.append(contentsOf: blocks.prefix(room))
    }

    private func startSection(titled title: String) {
        finishSection()
        guard sections.count < limits.maximumSections else { return }
        current = ExplainedSection(title: title, blocks: [])
        footnoteNumbers = [:]
    }

    private func finishSection() {
        if let current { sections.append(current) }
        current = nil
    }

    /// A heading's text: its words, without the wiki's wrappers.
    func heading(_ node: HTMLNode) -> String {
        var builder = RunBuilder()
        appendInline(of: node, depth: 0, emphasis: [], footnotes: false, into: &builder)
        return builder.finish().plainText
    }

    /// The number of the current section's footnote for Cite's note `id`,
    /// its note added to the section when first seen.
    func footnote(for id: String) -> Int? {
        if let number = footnoteNumbers[id] { return number }
        guard current != nil, (current?.notes.count ?? 0) < limits.maximumNotesPerSection else { return nil }
        current?.notes.append(notesByID[id] ?? [])
        let number = current?.notes.count ?? 0
        footnoteNumbers[id] = number
        return number
    }

    /// What never becomes part of the article, wherever it is.
    func isDropped(_ node: HTMLNode) -> Bool {
        if HTMLNode.skippedNames.contains(node.name) { return true }
        // The class list read once: this runs for every element of the page.
        if let classes = node.attribute("class"),
            Self.droppedClasses.contains(where: { HTMLNode.classList(classes, contains: $0) })
        {
            return true
        }
        return node.attribute("id") == "toc"
    }

    static let droppedClasses = [
        "mw-editsection", "comic-box", "toc", "mw-references-wrap", "references", "mw-cite-backlink",
    ]

    /// Keeps `text` if the article's text budget allows; what is past it goes.
    func spend(_ text: String) -> String {
        TextBudget.spend(text, used: &textBytes, limit: limits.maximumTextBytes)
    }
}
