/// Turns the API's raw text into readable text.
///
/// Order matters: mojibake is repaired on the raw bytes' characters first,
/// tags are stripped before entities are decoded (so `&lt;b&gt;` survives as
/// text), and entities are decoded in one pass (so `&amp;lt;` becomes `&lt;`).
public struct ComicTextCleaner: Sendable {
    public init() {}

    /// Titles: repaired, markup removed, entities decoded, trimmed.
    public func cleanTitle(_ raw: String) -> String {
        let repaired = MojibakeRepair.repair(raw)
        let untagged = repaired.replacing(#/<\/?[A-Za-z][^<>]*>/#, with: "")
        return HTMLEntities.decode(untagged).trimmingWhitespace()
    }

    /// Alt text, transcript, news: repaired and entities decoded; line breaks kept.
    public func cleanText(_ raw: String) -> String {
        HTMLEntities.decode(MojibakeRepair.repair(raw))
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
