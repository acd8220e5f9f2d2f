/// One line of a frame: runs of text, each with the role it plays on screen.
///
/// Roles, not colours: the Terminal layer's theme decides what a role looks
/// like (and that it looks like nothing under NO_COLOR or in a pipe).
public struct StyledLine: Sendable, Hashable {
    public struct Span: Sendable, Hashable {
        public var text: String
        public var role: TextRole

        public init(_ text: String, role: TextRole = .normal) {
            self.text = text
            self.role = role
        }
    }

    public var spans: [Span]

    public init(_ spans: [Span]) {
        self.spans = spans
    }

    public init(plain text: String) {
        self.spans = text.isEmpty ? [] : [Span(text)]
    }

    /// The visible text.
    public var text: String {
        spans.map(\.text).joined()
    }
}

/// What a run of text is, for styling.
public enum TextRole: Sendable, Hashable, CaseIterable {
    case normal
    /// The selected row.
    case selected
    /// Secondary facts: dates, numbers.
    case secondary
    /// Marks that stand out: a bookmark, an unread comic.
    case accent
    /// The status line.
    case status
    case error
    case heading
    /// Text the wiki sets in bold, italic, or both.
    case strong
    case emphasis
    case strongEmphasis
    /// A link's text.
    case link
}
