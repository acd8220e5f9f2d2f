import ComicData

extension ComicDataSource {
    /// Every page of the feed, following page bookmarks to the end.
    public func walk(pageSize: Int) async throws -> [ComicPage<PageBookmark>] {
        var pages = [try await firstPage(size: pageSize)]
        while let bookmark = pages.last?.nextPageBookmark {
            pages.append(try await page(after: bookmark, size: pageSize))
        }
        return pages
    }
}
