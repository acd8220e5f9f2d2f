/// What a scrolling-text screen has to show: its load under way, what the
/// load brought, or the one line saying why there is nothing.
public enum TextScreenContent<Document: Sendable & Hashable>: Sendable, Hashable {
    case loading
    case loaded(Document)
    /// Why there is nothing to show, in one line.
    case unavailable(String)

    public var document: Document? {
        if case .loaded(let document) = self { document } else { nil }
    }
}
