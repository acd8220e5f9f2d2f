extension ArticleReader {
    /// Reads Cite's notes (`<ol class="references">`, wherever `<references/>`
    /// put them, even after the discussion) by their ids, so each section can
    /// number the ones it cites.
    /// Notes have a text budget of their own, so a page of notes cannot starve its explanation.
    func readNotes(in root: HTMLNode) {
        let bodyBytes = textBytes
        textBytes = 0
        defer { textBytes = bodyBytes }
        for list in root.elements(where: { $0.name == "ol" && $0.hasClass("references") }) {
            for item in list.children where item.name == "li" && !isExhausted {
                guard let id = item.attribute("id"), notesByID[id] == nil else { continue }
                let text = item.firstElement { $0.hasClass("reference-text") } ?? item
                var builder = RunBuilder()
                appendInline(of: text, depth: 0, emphasis: [], footnotes: false, into: &builder)
                notesByID[id] = builder.finish()
            }
        }
    }

    /// The note id a Cite mark points at: `<sup class="reference"><a href="#cite_note-1">`.
    func noteID(ofMark mark: HTMLNode) -> String? {
        guard let link = mark.firstElement(where: { $0.name == "a" }), let target = link.attribute("href"),
            target.hasPrefix("#")
        else { return nil }
        return String(target.dropFirst())
    }
}
