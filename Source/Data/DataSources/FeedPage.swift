/// A batch of a feed's items (comics, articles), newest first, and the page
/// bookmark for the next batch.
public struct FeedPage<Item: FeedItemConvertible, PageBookmark: Sendable & Hashable>: Sendable, Hashable {
    public let items: [Item]
    /// Items of this page that could not be loaded; a view can offer to retry them.
    public let failures: [ComicFailure]
    /// Where the next page starts; nil at the end of the feed.
    public let nextPageBookmark: PageBookmark?
    /// A page of newer comics (`page(before:size:)`): where the page above it
    /// starts; nil when it reaches the feed's first comic.
    public let newerPageBookmark: PageBookmark?
    /// The page was served from the local cache because the network was unreachable.
    public let isFromCache: Bool
    /// Why the rest of the page was lost after these comics came (the newest
    /// came, then the network failed for all the others): the feed shows
    /// these, and the page from `nextPageBookmark` on as failed, to retry.
    public let restFailure: ComicLoadError?

    public init(
        items: [Item], failures: [ComicFailure] = [], nextPageBookmark: PageBookmark?, isFromCache: Bool = false,
        newerPageBookmark: PageBookmark? = nil, restFailure: ComicLoadError? = nil
    ) {
        self.items = items
        self.failures = failures
        self.nextPageBookmark = nextPageBookmark
        self.newerPageBookmark = newerPageBookmark
        self.isFromCache = isFromCache
        self.restFailure = restFailure
    }

    public var isEndOfFeed: Bool { nextPageBookmark == nil }
}

/// A page of comics: what every comic source hands out.
public typealias ComicPage<PageBookmark: Sendable & Hashable> = FeedPage<Comic, PageBookmark>

extension FeedPage where Item == Comic {
    public init(
        comics: [Comic], failures: [ComicFailure] = [], nextPageBookmark: PageBookmark?, isFromCache: Bool = false,
        newerPageBookmark: PageBookmark? = nil, restFailure: ComicLoadError? = nil
    ) {
        self.init(
            items: comics, failures: failures, nextPageBookmark: nextPageBookmark, isFromCache: isFromCache,
            newerPageBookmark: newerPageBookmark, restFailure: restFailure)
    }

    public var comics: [Comic] { items }
}

/// A comic of a page that could not be loaded, and why.
public struct ComicFailure: Sendable, Hashable {
    public let number: Int
    public let reason: ComicLoadError
    /// In a feed not ordered by number (Bookmarks), the number of the entry
    /// it comes after (0: first); nil in a feed ordered by number, where its number places it.
    public let follows: Int?

    public init(number: Int, reason: ComicLoadError, follows: Int? = nil) {
        self.number = number
        self.reason = reason
        self.follows = follows
    }
}
