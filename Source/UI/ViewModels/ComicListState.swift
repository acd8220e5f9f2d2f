import ComicData

/// Everything the list screen shows, as one immutable value.
public struct ComicListState: Sendable, Hashable {
    public enum Feed: String, Sendable, Hashable, CaseIterable {
        case latest = "Latest"
        case bookmarks = "Bookmarks"
        /// Comics without a read mark, newest first.
        case unread = "Unread"
        /// The results of the search prompt's query.
        case search = "Search"
    }

    public enum Phase: Sendable, Hashable {
        /// A page is on its way (rows may already be shown).
        case loading
        /// Fresh rows are on their way to replace those shown (cached ones at start).
        case refreshing
        case loaded
        /// The last load failed; one line a person can read.
        case failed(message: String)
        /// Showing cached comics because the network is unreachable.
        case offline
    }

    public var feed: Feed
    public var rows: [ComicListRow]
    public var phase: Phase
    /// Another page can be loaded.
    public var hasMore: Bool
    /// A page of newer comics can be loaded above the first row (a list started at a comic).
    public var hasNewer: Bool
    /// Index into `rows`; nil when there are none.
    public var selectedIndex: Int?
    /// The comic the rows start at when the person went to one; nil when
    /// they start at the newest.
    public var startNumber: Int?
    /// The wiki a row's `e` opens (`--explain-url`'s pages, else explain xkcd's).
    public var explanationPagePrefix = ComicLink.defaultExplanationPagePrefix

    public init(
        feed: Feed, rows: [ComicListRow] = [], phase: Phase = .loading, hasMore: Bool = true,
        selectedIndex: Int? = nil, startNumber: Int? = nil, hasNewer: Bool = false
    ) {
        self.hasNewer = hasNewer
        self.feed = feed
        self.rows = rows
        self.phase = phase
        self.hasMore = hasMore
        self.selectedIndex = selectedIndex
        self.startNumber = startNumber
    }

    public var selectedRow: ComicListRow? {
        selectedIndex.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
    }
}

/// One row of the list: a comic, or a comic of the page that failed to load.
public struct ComicListRow: Sendable, Hashable, Identifiable {
    public enum Content: Sendable, Hashable {
        /// The comic itself, so the reader's effects carry it and no handler
        /// looks it up again; `isRead`: the comic has a read mark (feeds
        /// without read marks show all as read).
        case comic(Comic, isBookmarked: Bool, isRead: Bool = true)
        /// A placeholder the person can retry; `reason` is one readable line.
        case failed(reason: String)
        /// The page after the rows above could not be loaded: one row for
        /// all its comics, which retrying loads again; `reason` is one readable line.
        case failedPage(reason: String)
    }

    public let number: Int
    public let content: Content

    public init(number: Int, content: Content) {
        self.number = number
        self.content = content
    }

    public var id: Int { number }

    /// The row's comic; nil for a failed one.
    public var comic: Comic? {
        if case .comic(let comic, _, _) = content { comic } else { nil }
    }
}
