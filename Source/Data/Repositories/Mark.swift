/// A kind of mark a person puts on comics: bookmarked, read, …
///
/// A feed shows any number of kinds, each from its own mark repository; the
/// name is what keeps them apart in `FeedSnapshot.marks`.
public struct Mark: Sendable, Hashable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    /// Saved by the person: the Bookmarks feed and the `*` in lists.
    public static let bookmark = Mark("bookmark")

    public var description: String { name }
}
