/// Which feed a snapshot is of: its title, and what the reader's routes,
/// effects and Tab cycle name it by. A new feed is a new case here and the
/// source its `ComicFeed` pages (docs/architecture.md, "Adding a feed").
public enum FeedName: String, Sendable, Hashable, CaseIterable {
    case latest = "Latest"
    case bookmarks = "Bookmarks"
    /// Comics without a read mark, newest first.
    case unread = "Unread"
    /// The results of one search query.
    case search = "Search"
    /// What If? articles, newest first: the archive, its rows articles, not comics.
    case whatIf = "What If?"
}
