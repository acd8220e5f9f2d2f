/// One immutable snapshot of a feed, as a repository publishes it.
public struct FeedState: Sendable, Hashable {
    public enum Phase: Sendable, Hashable {
        case idle
        case loading
        /// A new first page is loading to replace the comics shown (a
        /// refresh, or the network's page after the cache's at start).
        case refreshing
        /// The last load failed; `message` is one line a person can read.
        case failed(message: String)
    }

    /// The comics loaded so far, in feed order.
    public var comics: [Comic] = []
    /// Comics of the loaded pages that could not be loaded (the remote path's per-comic failures).
    public var failures: [ComicFailure] = []
    /// The marked numbers of each kind of mark the feed shows; a kind with
    /// no marked comic is absent, so equal marks compare equal.
    public private(set) var marks: [Mark: Set<Int>] = [:]
    /// Whether another page can be loaded.
    public var hasMore = true
    public var phase = Phase.idle
    /// The comics shown came from the cache: the network was unreachable, or
    /// (while refreshing) the network's first page has not come yet.
    public var isFromCache = false
    /// The comic the pages start at (go to); nil when they start at the newest.
    public var startNumber: Int?
    /// The failed load was of the page after the comics shown (see `PageState`).
    public var failedPageFollows = false

    public init() {}

    public init(page: PageState, marks: [Mark: Set<Int>]) {
        comics = page.comics
        failures = page.failures
        hasMore = page.hasMore
        phase = page.phase
        isFromCache = page.isFromCache
        startNumber = page.startNumber
        failedPageFollows = page.failedPageFollows
        for (mark, numbers) in marks { setMarked(numbers, as: mark) }
    }

    public mutating func setMarked(_ numbers: Set<Int>, as mark: Mark) {
        marks[mark] = numbers.isEmpty ? nil : numbers
    }

    public func isMarked(_ number: Int, as mark: Mark) -> Bool {
        marks[mark]?.contains(number) ?? false
    }

    /// The kinds of mark comic `number` carries.
    public func marks(of number: Int) -> Set<Mark> {
        Set(marks.compactMap { $0.value.contains(number) ? $0.key : nil })
    }

    /// Every bookmarked comic's number, from the shared bookmarks store.
    public var bookmarkedNumbers: Set<Int> {
        get { marks[.bookmark] ?? [] }
        set { setMarked(newValue, as: .bookmark) }
    }

    public func isBookmarked(_ number: Int) -> Bool {
        isMarked(number, as: .bookmark)
    }

    public var isFailed: Bool {
        if case .failed = phase { true } else { false }
    }
}
