/// One immutable snapshot of a feed, as its `ComicFeed` publishes it and the
/// list view draws it: the pages loaded so far (comics, or another
/// publication's articles), the marks on them, and the rows made of both. The only shape a list has, from the feed's
/// actor to the screen; the person's selection is the reader's (`ListScreen`).
public struct FeedSnapshot: Sendable, Hashable {
    public enum Phase: Sendable, Hashable {
        case idle
        case loading
        /// A new first page is loading to replace the comics shown (a
        /// refresh, or the network's page after the cache's at start).
        case refreshing
        /// The last load failed; `message` is one line a person can read.
        case failed(message: String)
    }

    public let feed: FeedName
    /// The items loaded so far, in feed order.
    public internal(set) var items: [FeedItem]
    /// Comics of the loaded pages that could not be loaded, lowest last.
    public internal(set) var failures: [ComicFailure]
    /// The marked numbers of each kind of mark the feed shows; a kind with
    /// no marked comic is absent, so equal marks compare equal.
    public internal(set) var marks: [Mark: Set<Int>] = [:]
    public internal(set) var phase: Phase
    /// Whether another page can be loaded.
    public internal(set) var hasMore: Bool
    /// The comics shown came from the cache: the network was unreachable, or
    /// (while refreshing) the network's first page has not come yet.
    public internal(set) var isFromCache: Bool
    /// The comic the pages were started at when a person asked for one (go
    /// to); nil when they start at the feed's first (the newest). Newer pages
    /// loaded above it (`hasNewer`) leave it as it was: the start is where
    /// the person went, and the list keeps its selection.
    public internal(set) var startNumber: Int?
    /// Whether a page of newer comics can be loaded above the first shown
    /// (pages started at a comic below the newest, in a source ordered by number).
    public internal(set) var hasNewer: Bool
    /// The failed load (see `phase`) was of the page after the comics
    /// shown, not of ones replacing them: the rows end with one for it.
    public internal(set) var failedPageFollows: Bool
    /// What the list shows, one row per comic or failure, made from the
    /// fields above when the feed publishes (`layOutRows()`).
    public private(set) var rows: [FeedRow] = []

    public init(
        feed: FeedName, comics: [Comic] = [], failures: [ComicFailure] = [], marks: [Mark: Set<Int>] = [:],
        phase: Phase = .idle, hasMore: Bool = true, isFromCache: Bool = false, startNumber: Int? = nil,
        hasNewer: Bool = false, failedPageFollows: Bool = false
    ) {
        (self.feed, self.failures, self.phase, self.hasMore) = (feed, failures, phase, hasMore)
        items = comics.map(FeedItem.comic)
        (self.isFromCache, self.startNumber, self.hasNewer) = (isFromCache, startNumber, hasNewer)
        self.failedPageFollows = failedPageFollows
        for (mark, numbers) in marks { setMarked(numbers, as: mark) }
        layOutRows()
    }

    /// A list given row by row (a screen's empty results, a view's test):
    /// its comics and marks are the rows'; failed rows carry only their reason.
    public init(
        feed: FeedName, rows: [FeedRow], phase: Phase = .idle, hasMore: Bool = true, isFromCache: Bool = false,
        startNumber: Int? = nil, hasNewer: Bool = false
    ) {
        self.init(
            feed: feed, phase: phase, hasMore: hasMore, isFromCache: isFromCache, startNumber: startNumber,
            hasNewer: hasNewer)
        items = rows.compactMap(Self.item(of:))
        for row in rows {
            if row.isBookmarked { marks[.bookmark, default: []].insert(row.number) }
            if row.isRead == true { marks[.read, default: []].insert(row.number) }
        }
        self.rows = rows
    }

    mutating func setMarked(_ numbers: Set<Int>, as mark: Mark) {
        marks[mark] = numbers.isEmpty ? nil : numbers
    }

    /// The comics loaded so far, in feed order (none in an articles' feed).
    public var comics: [Comic] { items.compactMap(\.comic) }

    /// Makes `rows` from the pages and marks; the feed calls it before it publishes.
    mutating func layOutRows() {
        rows = Self.rows(
            items: items, failures: failures, marks: marks, phase: phase, failedPageFollows: failedPageFollows)
    }

    public func isMarked(_ number: Int, as mark: Mark) -> Bool {
        marks[mark]?.contains(number) ?? false
    }

    /// The kinds of mark comic `number` carries.
    public func marks(of number: Int) -> Set<Mark> {
        Set(marks.compactMap { $0.value.contains(number) ? $0.key : nil })
    }

    /// Every bookmarked comic's number, from the shared bookmarks store.
    public var bookmarkedNumbers: Set<Int> { marks[.bookmark] ?? [] }

    public func isBookmarked(_ number: Int) -> Bool { isMarked(number, as: .bookmark) }

    public var isFailed: Bool {
        if case .failed = phase { true } else { false }
    }

    /// A page is on its way, or nothing is loaded yet and more is to come.
    public var isLoading: Bool {
        switch phase {
        case .loading: true
        case .idle: rows.isEmpty && hasMore
        case .refreshing, .failed: false
        }
    }

    /// Loaded, from the cache, because the network is unreachable.
    public var isOffline: Bool {
        phase == .idle && isFromCache && !isLoading
    }

    /// Whether more rows can come below: the feed has more and its last load did not fail.
    public var canGrow: Bool { hasMore && !isFailed }

    /// The feed's comics with its failures sorted in, as a list shows them.
    public var entries: [FeedEntry] {
        FeedEntry.merging(comics, failures)
    }

    /// Of rows given row by row (`init(feed:rows:)`), a row's item.
    static func item(of row: FeedRow) -> FeedItem? {
        switch row.content {
        case .comic(let comic, _, _): .comic(comic)
        case .article(let entry, _, _): .article(entry)
        case .failed, .failedPage: nil
        }
    }
}
