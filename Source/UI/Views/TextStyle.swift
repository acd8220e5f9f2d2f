/// What a piece of text is, so the theme can style it: views name roles,
/// only the Terminal layer turns them into escape codes.
public enum TextStyle: Sendable, Hashable, CaseIterable {
    /// The selected row.
    case selection
    /// Secondary facts: dates, comic numbers.
    case dim
    /// The mark of a bookmarked comic.
    case bookmarkMark
    /// The mark of a comic not yet read.
    case unreadMark
    /// The status line at the bottom of a screen.
    case statusLine
    /// Something that went wrong.
    case error
    /// A title or a section heading.
    case heading
}
