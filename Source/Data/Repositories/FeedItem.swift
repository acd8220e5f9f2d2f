/// What one row of a feed holds: a comic, or an entry of another
/// publication (a What If? article). The snapshot and its rows keep items
/// of every feed in this one shape, so the reader has one list for all.
public enum FeedItem: Sendable, Hashable {
    case comic(Comic)
    case article(WhatIfEntry)

    public var number: Int {
        switch self {
        case .comic(let comic): comic.number
        case .article(let entry): entry.number
        }
    }

    public var comic: Comic? {
        if case .comic(let comic) = self { comic } else { nil }
    }

    public var article: WhatIfEntry? {
        if case .article(let entry) = self { entry } else { nil }
    }
}

/// What a feed's source pages: numbered values a feed's rows can hold.
public protocol FeedItemConvertible: Sendable, Hashable {
    var number: Int { get }
    var feedItem: FeedItem { get }
}

extension Comic: FeedItemConvertible {
    public var feedItem: FeedItem { .comic(self) }
}

extension WhatIfEntry: FeedItemConvertible {
    public var feedItem: FeedItem { .article(self) }
}
