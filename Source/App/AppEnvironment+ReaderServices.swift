import ComicData
import ComicUI
import Foundation

/// The reader's effects run over this environment's feeds; marks of both
/// kinds, and undos, go through the mark repositories every feed shares.
extension AppEnvironment: ReaderServices {
    /// Search results come in pages larger than a screen: typing refines them often.
    static let searchPageSize = 50

    func repository(for feed: ComicListState.Feed) -> (any ComicRepository)? {
        switch feed {
        case .latest: latest
        case .bookmarks: bookmarked
        case .unread: unread
        case .search: nil
        }
    }

    func searchRepository(for query: String) -> any ComicRepository {
        searchFeed(SearchQuery(query), pageSize: Self.searchPageSize)
    }

    func searchCoverage() async throws -> SearchCoverage {
        try await SearchIndex(database: database).coverage()
    }

    func comic(_ number: Int) async throws -> Comic {
        try await library.comic(number)
    }

    func randomComic() async throws -> RandomComic {
        let pick = try await random.pick()
        return RandomComic(comic: pick.comic, isFromCache: pick.isFromCache)
    }

    func setRead(_ isRead: Bool, numbers: [Int]) async throws {
        try await readMarkRepository.setMarked(isRead, numbers: numbers)
    }

    func unreadCount(atOrBelow number: Int) async throws -> Int {
        try await readMarkRepository.unmarkedCount(atOrBelow: number)
    }

    func markAllRead(atOrBelow number: Int) async throws -> Int {
        try await readMarkRepository.markAll(atOrBelow: number)
    }

    func bookmarkSavedAt(_ number: Int) async throws -> Date? {
        try await bookmarkRepository.savedAt(number)
    }

    func restoreBookmark(_ comic: Comic, savedAt: Date) async throws {
        try await bookmarkRepository.restore(comic, savedAt: savedAt)
    }

    /// `x`'s explanation: the wiki's with a saved copy, or the saved one alone offline.
    func explanation(of number: Int) async throws -> Explanation {
        try await explanations.explanation(of: number)
    }

    func browserCommand(for url: String) throws -> BrowserLauncher.Command? {
        try BrowserLauncher().command(for: url)
    }

    func runBrowser(_ command: BrowserLauncher.Command) async throws -> Int32 {
        guard command.usesTerminal else {
            try BrowserLauncher.spawnDetached(command)
            return 0
        }
        return try await BrowserLauncher.runInForeground(command)
    }
}

/// The reader's images from the image loader: saved in the database, fetched when missing.
struct LoadedReaderImages: ReaderImageSource {
    let loader: ComicImageLoader
    /// Nil where there is no image host to open ahead (offline, or an API base other than xkcd.com).
    let imageHost: URL?

    func image(for comic: Comic) async throws -> DecodedImage {
        try await loader.image(for: comic).image
    }

    func prefetch(_ comics: [Comic]) async {
        _ = await loader.prefetch(comics)
    }

    func openHost() {
        if let imageHost { CurlNetworkClient().preconnect(to: imageHost) }
    }
}
