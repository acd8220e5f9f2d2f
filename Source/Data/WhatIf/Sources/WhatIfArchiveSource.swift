/// The What If? feed's pages: the archive (every article, newest first) as
/// `WhatIfLibrary` serves it — the site's, written through to the store, or
/// the saved copy when the site cannot be reached or the reader is offline —
/// read once and paged from memory, as the comics' pages come from their cache.
///
/// Ordered by number, so a list can start at an article (go to) and grow upward.
public actor WhatIfArchiveSource: FeedDataSource {
    public typealias Item = WhatIfEntry
    /// Pages go on below this article number.
    public typealias PageBookmark = Int

    let library: WhatIfLibrary
    private var archive: WhatIfLibrary.Served<[WhatIfEntry]>?

    public init(library: WhatIfLibrary) {
        self.library = library
    }

    /// Nothing to open ahead: the first page fetches the archive.
    public func prewarm() async throws {}

    public func firstPage(size: Int) async throws -> FeedPage<WhatIfEntry, Int> {
        page(of: try await served(refreshing: false), below: Int.max, size: size)
    }

    public func refreshedFirstPage(size: Int) async throws -> FeedPage<WhatIfEntry, Int> {
        page(of: try await served(refreshing: true), below: Int.max, size: size)
    }

    /// The saved archive at once, while the site's is on its way; nil offline (the saved one is the page).
    public func cachedFirstPage(size: Int) async throws -> FeedPage<WhatIfEntry, Int>? {
        guard library.remote != nil, archive == nil else { return nil }
        let saved = try await library.store.entries(limit: max(1, size) + 1)
        guard !saved.isEmpty else { return nil }
        return page(of: .init(value: saved, isFromCache: true), below: Int.max, size: size)
    }

    public func page(after bookmark: Int, size: Int) async throws -> FeedPage<WhatIfEntry, Int> {
        page(of: try await served(refreshing: false), below: bookmark, size: size)
    }

    /// The `size` articles numbered `bookmark` or above, nearest first taken, newest first shown.
    public func page(before bookmark: Int, size: Int) async throws -> FeedPage<WhatIfEntry, Int>? {
        let served = try await served(refreshing: false)
        let above = served.value.filter { $0.number >= bookmark }
        let chosen = Array(above.suffix(max(1, size)))
        let newer = above.count > chosen.count ? chosen.first.map { $0.number + 1 } : nil
        return FeedPage(
            items: chosen, nextPageBookmark: bookmark, isFromCache: served.isFromCache, newerPageBookmark: newer)
    }

    public func contains(_ number: Int) async throws -> Bool {
        try await item(number) != nil
    }

    public func item(_ number: Int) async throws -> WhatIfEntry? {
        try await served(refreshing: false).value.first { $0.number == number }
    }

    public nonisolated func pageBookmark(startingAt number: Int) -> Int? {
        number < Int.max ? number + 1 : nil
    }

    private func served(refreshing: Bool) async throws -> WhatIfLibrary.Served<[WhatIfEntry]> {
        if !refreshing, let archive { return archive }
        let served = try await library.newest(Int.max)
        archive = WhatIfLibrary.Served(
            value: served.value.sorted { $0.number > $1.number }, isFromCache: served.isFromCache)
        return archive ?? served
    }

    private func page(of served: WhatIfLibrary.Served<[WhatIfEntry]>, below bookmark: Int, size: Int)
        -> FeedPage<WhatIfEntry, Int>
    {
        let below = served.value.filter { $0.number < bookmark }
        let items = Array(below.prefix(max(1, size)))
        let next = below.count > items.count ? items.last?.number : nil
        return FeedPage(items: items, nextPageBookmark: next, isFromCache: served.isFromCache)
    }
}
