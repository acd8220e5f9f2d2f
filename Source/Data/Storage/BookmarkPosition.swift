/// A place in the bookmarks, newest saved first: the bookmarks feed's page bookmark.
///
/// A keyset position (when a comic was saved, and its number), never an
/// offset, so saving or removing bookmarks between two pages skips and
/// repeats nothing.
public struct BookmarkPosition: Sendable, Hashable {
    /// Milliseconds since 1970.
    let savedAt: Int64
    let comicNumber: Int
}
