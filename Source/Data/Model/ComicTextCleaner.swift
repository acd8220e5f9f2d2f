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

    /// Removes what looks like a tag (`<`, maybe `/`, a letter, anything but
    /// `<` and `>`, then `>`); a lone `<` or `>` in prose stays. Scanned by
    /// hand: a regex literal is compiled again at each use.
    private func stripTags(_ text: String) -> String {
        guard text.hasASCII("<") else { return text }
        var kept = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "<", let end = tagEnd(in: text, from: text.index(after: index)) {
                index = end
            } else {
                kept.append(text[index])
                index = text.index(after: index)
            }
        }
        return kept
    }

    /// Past the `>` closing a tag whose `<` is just before `start`; nil if none does.
    private func tagEnd(in text: String, from start: String.Index) -> String.Index? {
        var index = start
        if index < text.endIndex, text[index] == "/" { index = text.index(after: index) }
        guard index < text.endIndex, text[index].isASCII, text[index].isLetter else { return nil }
        while index < text.endIndex {
            switch text[index] {
            case ">": return text.index(after: index)
            case "<": return nil
            default: index = text.index(after: index)
            }
        }
        return nil
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
