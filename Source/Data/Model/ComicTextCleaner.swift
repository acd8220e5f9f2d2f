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
        HTMLEntities.decode(stripTags(breakingLines(MojibakeRepair.repair(raw)))).trimmingWhitespace()
    }

    /// Alt text and transcript: repaired and entities decoded; line breaks kept.
    public func cleanText(_ raw: String) -> String {
        HTMLEntities.decode(MojibakeRepair.repair(raw))
    }

    /// Each `<br>`, `<br/>` or `<br />` (any case, any whitespace before the
    /// slash) as a line break. Scanned by hand, as the regex `<br\s*\/?>`
    /// would match it character by character: a regex literal is compiled
    /// again at each use (a tenth of the fuzz target's time).
    private func breakingLines(_ text: String) -> String {
        replacingTags(in: text, with: "\n") { lineBreakTagEnd(in: $0, from: $1) }
    }

    /// Past the `>` closing a `<br` tag whose `<` is just before `start`; nil if none does.
    private func lineBreakTagEnd(in text: String, from start: String.Index) -> String.Index? {
        var index = start
        for letters in [("b", "B"), ("r", "R")] as [(Character, Character)] {
            guard index < text.endIndex, text[index] == letters.0 || text[index] == letters.1 else { return nil }
            index = text.index(after: index)
        }
        while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
        if index < text.endIndex, text[index] == "/" { index = text.index(after: index) }
        guard index < text.endIndex, text[index] == ">" else { return nil }
        return text.index(after: index)
    }

    /// Removes what looks like a tag (`<`, maybe `/`, a letter, anything but
    /// `<` and `>`, then `>`); a lone `<` or `>` in prose stays.
    private func stripTags(_ text: String) -> String {
        replacingTags(in: text, with: "") { tagEnd(in: $0, from: $1) }
    }

    /// `text` with each tag `end` finds (given the text and the index after
    /// its `<`) replaced by `replacement`, scanned left to right.
    private func replacingTags(
        in text: String, with replacement: String, end: (String, String.Index) -> String.Index?
    ) -> String {
        guard text.hasASCII("<") else { return text }
        var kept = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "<", let tagEnd = end(text, text.index(after: index)) {
                kept += replacement
                index = tagEnd
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
