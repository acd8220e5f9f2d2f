import ComicData
import Foundation

/// The program's object graph: one database, one bookmarks store shared by
/// both feeds, and the Latest feed composed from the network and the cache.
struct AppEnvironment: Sendable {
    typealias LatestSource = CachedComicDataSource<AppDatabase>
    typealias LatestRepository = ComicFeedRepository<LatestSource, LocalComicDataSource>
    typealias BookmarksRepository = ComicFeedRepository<LocalComicDataSource, LocalComicDataSource>

    let database: AppDatabase
    let bookmarks: LocalComicDataSource
    let readMarks: ReadMarkStore
    let remote: RemoteComicDataSource
    let latestSource: LatestSource
    let latest: LatestRepository
    let saved: BookmarksRepository
    let usesNetwork: Bool

    init(global: GlobalOptions, pageSize: Int = 20, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        // Arguments are checked before the database is touched.
        let baseURL = try global.baseURL(environment: environment)
        let path = try DatabaseLocation.path(explicitPath: global.databasePath, environment: environment)
        database = try AppDatabase(path: path)
        bookmarks = LocalComicDataSource(database: database)
        readMarks = ReadMarkStore(database: database)
        remote = RemoteComicDataSource(client: URLSessionNetworkClient().retrying(), configuration: .init(baseURL: baseURL))
        usesNetwork = !global.offline
        latestSource = CachedComicDataSource(remote: remote, cache: database, usesNetwork: usesNetwork)
        latest = ComicFeedRepository(source: latestSource, bookmarks: bookmarks, configuration: .init(pageSize: pageSize))
        saved = ComicFeedRepository(
            source: bookmarks, bookmarks: bookmarks, configuration: .init(pageSize: pageSize, followsBookmarks: true))
    }

    /// A comic by number from the cache, else the network; a clear error if there is none.
    func comic(_ number: Int) async throws -> Comic {
        guard number >= 1 else { throw CommandFailure("comic numbers start at 1, got \(number)") }
        if let comic = try await latestSource.comic(number) { return comic }
        if let bookmarked = try await bookmarks.comic(number) { return bookmarked }
        throw CommandFailure(usesNetwork ? "there is no comic \(number)" : "comic \(number) is not cached (--offline)")
    }

    /// The newest comic: from the network, or the newest cached one offline.
    func newestComic() async throws -> Comic {
        let page = try await latestSource.firstPage(size: 1)
        guard let newest = page.comics.first else { throw ComicLoadError.noCachedComics }
        return newest
    }

    /// Every bookmark, newest saved first.
    func allBookmarks() async throws -> [Comic] {
        var page = try await bookmarks.firstPage(size: 500)
        var comics = page.comics
        while let next = page.nextPageBookmark {
            page = try await bookmarks.page(after: next, size: 500)
            comics += page.comics
        }
        return comics
    }

    /// Fetches bookmarked comics that are not cached yet (imported offline),
    /// a bounded number per call; those that fail wait for the next call.
    func cacheBookmarkedComics() async throws {
        guard usesNetwork else { return }
        let numbers = try await database.bookmarkedNumbersNotCached()
        guard !numbers.isEmpty else { return }
        let batch = try await remote.comics(Array(numbers.prefix(500)))
        try await database.cacheComics(batch.comics)
    }

    /// Every bookmarked number, the comics not cached yet included.
    func bookmarkedNumbers() async throws -> Set<Int> {
        try await database.allBookmarkedNumbers()
    }

    /// Picks comics for `show random` and the reader's `R`.
    func randomPicker() -> RandomComicPicker<LatestSource, AppDatabase> {
        RandomComicPicker(source: latestSource, cache: database)
    }
}

