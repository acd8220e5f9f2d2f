extension FeedPage where Item == Comic {
    /// A page of a keyset-ordered source: asks `fetch` for one row more
    /// than `size` (at least one), whose presence says another page follows,
    /// which then starts after the page's last row.
    static func keyset(
        size: Int, fetch: (_ limit: Int) async throws -> [(comic: Comic, position: PageBookmark)]
    ) async throws -> FeedPage {
        let size = max(1, size)
        let rows = try await fetch(size + 1)
        let pageRows = rows.prefix(size)
        return ComicPage(
            comics: pageRows.map(\.comic), nextPageBookmark: rows.count > size ? pageRows.last?.position : nil)
    }

    /// The page above a keyset position `start`: `fetch` gives the rows just
    /// above it, nearest first, each with the position of a page that starts
    /// at it; one row more than `size` says another page lies above, which
    /// starts at the page's top row.
    static func keysetAbove(
        _ start: PageBookmark, size: Int,
        fetch: (_ limit: Int) async throws -> [(comic: Comic, position: PageBookmark)]
    ) async throws -> FeedPage {
        let size = max(1, size)
        let rows = try await fetch(size + 1)
        let pageRows = rows.prefix(size)
        return ComicPage(
            comics: pageRows.reversed().map(\.comic), nextPageBookmark: start,
            newerPageBookmark: rows.count > size ? pageRows.last?.position : nil)
    }
}
