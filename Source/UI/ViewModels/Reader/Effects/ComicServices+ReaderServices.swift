import ComicData
import Foundation

/// The reader's effects run over the program's feeds; marks of both
/// kinds, and undos, go through the mark repositories every feed shares.
extension ComicServices: ReaderServices {
    /// Search results come in pages larger than a screen: typing refines them often.
    static let searchPageSize = 50

    public var explanationPagePrefix: String {
        explainWiki.configuration.pagePrefix
    }

    public func repository(for feed: FeedName) -> (any ComicRepository)? {
        switch feed {
        case .latest: latest
        case .bookmarks: bookmarked
        case .unread: unread
        case .search: nil
        }
    }

    public func searchRepository(for query: String) -> any ComicRepository {
        searchFeed(SearchQuery(query), pageSize: Self.searchPageSize)
    }

    public func searchCoverage() async throws -> SearchCoverage {
        try await SearchIndex(database: database).coverage()
    }

    public func comic(_ number: Int) async throws -> Comic {
        try await library.comic(number)
    }

    public func randomComic() async throws -> RandomComic {
        let pick = try await random.pick()
        return RandomComic(comic: pick.comic, isFromCache: pick.isFromCache)
    }

    public func setRead(_ isRead: Bool, numbers: [Int]) async throws {
        try await readMarkRepository.setMarked(isRead, numbers: numbers)
    }

    public func unreadCount(atOrBelow number: Int) async throws -> Int {
        try await readMarkRepository.unmarkedCount(atOrBelow: number)
    }

    public func markAllRead(atOrBelow number: Int) async throws -> Int {
        try await readMarkRepository.markAll(atOrBelow: number)
    }

    public func setBookmarked(_ isBookmarked: Bool, comic: Comic) async throws {
        try await bookmarkRepository.setMarked(isBookmarked, comic: comic)
    }

    public func bookmarkSavedAt(_ number: Int) async throws -> Date? {
        try await bookmarkRepository.savedAt(number)
    }

    public func restoreBookmark(_ comic: Comic, savedAt: Date) async throws {
        try await bookmarkRepository.restore(comic, savedAt: savedAt)
    }

    public func removeBookmark(_ number: Int) async throws {
        try await bookmarkRepository.remove(exactly: [number])
    }

    /// `x`'s explanation: the wiki's with a saved copy, or the saved one alone offline.
    public func explanation(of number: Int) async throws -> Explanation {
        try await explanations.explanation(of: number)
    }
}
