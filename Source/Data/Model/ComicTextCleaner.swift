/// Turns the API's raw text into readable text.
///
/// Order matters: mojibake is repaired on the raw characters first, tags are
/// stripped before entities are decoded (so `&lt;b&gt;` survives as text),
/// and entities are decoded in one pass (so `&amp;lt;` becomes `&lt;`).
public struct ComicTextCleaner: Sendable {
    public init() {}

    /// Titles: repaired, markup removed, entities decoded, trimmed.
    public func cleanTitle(_ raw: String) -> String {
        HTMLEntities.decode(stripTags(MojibakeRepair.repair(raw))).trimmingWhitespace()
    }

    /// News, which is HTML: line-break tags become line breaks, other markup is removed.
    public func cleanMarkup(_ raw: String) -> String {
        let repaired = MojibakeRepair.repair(raw)
        // A regex literal is compiled at each use: most news has no markup to look for.
        let broken =
            repaired.hasASCII("<") ? repaired.replacing(#/<br\s*\/?>/#.ignoresCase(), with: "\n") : repaired
        return HTMLEntities.decode(stripTags(broken)).trimmingWhitespace()
    }

    /// Alt text and transcript: repaired and entities decoded; line breaks kept.
    public func cleanText(_ raw: String) -> String {
        HTMLEntities.decode(MojibakeRepair.repair(raw))
    }

    /// Removes what looks like a tag; a lone `<` or `>` in prose stays.
    private func stripTags(_ text: String) -> String {
        guard text.hasASCII("<") else { return text }
        return text.replacing(#/<\/?[A-Za-z][^<>]*>/#, with: "")
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
