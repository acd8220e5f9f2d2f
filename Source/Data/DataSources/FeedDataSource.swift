/// A read-only, paginated source of a feed's items (comics, What If?
/// articles), each page newest first.
///
/// The page bookmark is an associated type, not an erased `AnyHashable`:
/// each source's cursor means something of its own (the remote source's is
/// the next comic number, SQLite's a keyset position), and the compiler
/// should refuse to hand one source another's cursor. Repositories are
/// generic over their source and the UI only sees repositories, so no code
/// needs to hold sources of different kinds behind one erased type.
public protocol FeedDataSource<PageBookmark>: Sendable {
    associatedtype Item: FeedItemConvertible
    associatedtype PageBookmark: Sendable & Hashable

    /// Work done before anyone asks (open storage, resolve the newest comic),
    /// so the first page is fast. Safe to call more than once.
    func prewarm() async throws

    /// The first `size` positions of the feed.
    func firstPage(size: Int) async throws -> FeedPage<Item, PageBookmark>

    /// The first page with nothing reused from a cache (a person asked to refresh).
    func refreshedFirstPage(size: Int) async throws -> FeedPage<Item, PageBookmark>

    /// What a cache holds of the first page, read at once, to show while
    /// `firstPage` loads; nil when the source keeps nothing of its own.
    func cachedFirstPage(size: Int) async throws -> FeedPage<Item, PageBookmark>?

    /// The `size` positions after a page bookmark this source handed out.
    func page(after bookmark: PageBookmark, size: Int) async throws -> FeedPage<Item, PageBookmark>

    /// The `size` positions just above a page bookmark this source handed
    /// out (newer comics, newest first), whose `newerPageBookmark` starts the
    /// page above them: paging up from a list started at a comic. Nil for a
    /// source not ordered by number.
    func page(before bookmark: PageBookmark, size: Int) async throws -> FeedPage<Item, PageBookmark>?

    /// Whether the source holds comic `number`.
    func contains(_ number: Int) async throws -> Bool

    /// Item `number`, or nil when the source does not hold it; a source
    /// that cannot tell throws.
    func item(_ number: Int) async throws -> Item?

    /// The page bookmark of a page that starts at comic `number` (go to):
    /// nil for a source not ordered by number, which cannot start at one.
    func pageBookmark(startingAt number: Int) -> PageBookmark?

    /// Calls `onChange` after every change of what the source holds (the
    /// first call included) until the calling task is cancelled; returns at
    /// once for a source that never changes. A mutable source says so here,
    /// so a repository needs no cast to learn it.
    func followChanges(_ onChange: @escaping @Sendable () async -> Void) async
}

extension FeedDataSource {
    /// Sources without a cache have nothing to bypass.
    public func refreshedFirstPage(size: Int) async throws -> FeedPage<Item, PageBookmark> {
        try await firstPage(size: size)
    }

    /// Sources without a cache have nothing to show ahead of their first page.
    public func cachedFirstPage(size: Int) async throws -> FeedPage<Item, PageBookmark>? { nil }

    /// Sources ordered otherwise (by save time, by rank) have no page at a number.
    public func pageBookmark(startingAt number: Int) -> PageBookmark? { nil }

    /// Sources ordered otherwise have no page above a number.
    public func page(before bookmark: PageBookmark, size: Int) async throws -> FeedPage<Item, PageBookmark>? { nil }

    /// Sources that do not change have nothing to follow.
    public func followChanges(_ onChange: @escaping @Sendable () async -> Void) async {}
}
