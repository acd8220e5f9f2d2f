/// One row of a feed's list: a comic with its marks, a comic that could
/// not be loaded, or the page after the rows above that failed.
public struct FeedRow: Sendable, Hashable, Identifiable {
    public enum Content: Sendable, Hashable {
        /// The comic itself, so the reader's effects carry it and no handler
        /// looks it up again; `isRead`: the comic has a read mark (feeds
        /// without read marks show all as read).
        case comic(Comic, isBookmarked: Bool, isRead: Bool = true)
        /// A What If? article of the archive, with its marks (an article's own, never a comic's).
        case article(WhatIfEntry, isBookmarked: Bool, isRead: Bool)
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

    /// The row's comic; nil for a failed one or an article.
    public var comic: Comic? {
        if case .comic(let comic, _, _) = content { comic } else { nil }
    }

    /// The row's article; nil for a comic or a failed one.
    public var article: WhatIfEntry? {
        if case .article(let entry, _, _) = content { entry } else { nil }
    }

    public var isBookmarked: Bool {
        switch content {
        case .comic(_, let isBookmarked, _), .article(_, let isBookmarked, _): isBookmarked
        case .failed, .failedPage: false
        }
    }

    /// Whether the row's comic or article has a read mark; nil for a failed row.
    public var isRead: Bool? {
        switch content {
        case .comic(_, _, let isRead), .article(_, _, let isRead): isRead
        case .failed, .failedPage: nil
        }
    }
}

extension FeedSnapshot {
    /// Items in feed order, with failed ones as placeholders where their
    /// number belongs, and a page that failed after them as one row at the end.
    static func rows(
        items: [FeedItem], failures: [ComicFailure], marks: [Mark: Set<Int>], phase: Phase, failedPageFollows: Bool
    ) -> [FeedRow] {
        let (bookmarked, read) = (marks[.bookmark] ?? [], marks[.read] ?? [])
        var rows = FeedEntry.placing(items, failures, number: \.number).map { placed in
            switch placed {
            case .item(.comic(let comic)):
                FeedRow(
                    number: comic.number,
                    content: .comic(
                        comic, isBookmarked: bookmarked.contains(comic.number), isRead: read.contains(comic.number)))
            case .item(.article(let entry)):
                FeedRow(
                    number: entry.number,
                    content: .article(
                        entry, isBookmarked: bookmarked.contains(entry.number), isRead: read.contains(entry.number)))
            case .failure(let failure):
                FeedRow(number: failure.number, content: .failed(reason: failure.reason.description))
            }
        }
        if case .failed(let message) = phase, failedPageFollows, let last = rows.last {
            // Numbered where the page would have started, so retrying selects its first comic.
            let number = rows.contains { $0.number == last.number - 1 } ? 0 : max(0, last.number - 1)
            rows.append(FeedRow(number: number, content: .failedPage(reason: message)))
        }
        return rows
    }
}
