import GRDB

/// `xkcd search`'s reads, composed of what one query uses: the search
/// index's pages and the marks. The Search feed and the services graph
/// around it, built for one query and torn down, were a few percent of the
/// command's start; its nine read transactions are three here.
public struct CachedComicSearch: Sendable {
    public let database: AppDatabase
    public let query: SearchQuery

    public init(database: AppDatabase, query: SearchQuery) {
        self.database = database
        self.query = query
    }

    /// The marks a search shows, comics' and What If? articles', and the
    /// articles saved to search: one read.
    public struct Marks: Sendable, Equatable {
        public var comicBookmarks: Set<Int>
        public var comicsRead: Set<Int>
        public var articleBookmarks: Set<Int>
        public var articlesRead: Set<Int>
        public var savedArticles: Set<Int>
    }

    public func marks() async throws -> Marks {
        try await database.read { db in
            Marks(
                comicBookmarks: try BookmarkStore.markedNumbers(db), comicsRead: try ReadMarkStore.markedNumbers(db),
                articleBookmarks: try WhatIfMarkStore.markedNumbers(.bookmark, in: db),
                articlesRead: try WhatIfMarkStore.markedNumbers(.read, in: db),
                savedArticles: try WhatIfStore.savedArticleNumbers(db))
        }
    }

    /// The first `count` results not in `excluded`, best first: pages of
    /// `count` walked as the Search feed's `loadFirst` walks them.
    public func first(_ count: Int, excluding excluded: Set<Int> = []) async throws -> [Comic] {
        let source = SearchComicDataSource(database: database, query: query)
        var page = try await source.firstPage(size: count)
        var kept = page.comics.filter { !excluded.contains($0.number) }
        while kept.count < count, let next = page.nextPageBookmark {
            page = try await source.page(after: next, size: count)
            kept += page.comics.filter { !excluded.contains($0.number) }
        }
        return Array(kept.prefix(count))
    }
}
