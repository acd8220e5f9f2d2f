import ComicData
import Foundation

/// The program's object graph, built from named parts: one database, one
/// bookmarks store, and each feed composed of its pages and the marks it shows.
struct AppEnvironment: Sendable {
    typealias LatestSource = CachedComicDataSource<AppDatabase>

    let database: AppDatabase
    let usesNetwork: Bool
    /// The Latest feed's pages: the network, written through to the cache.
    let latestSource: LatestSource
    let latest: ComicFeed<LatestSource>
    let saved: ComicFeed<LocalComicDataSource>
    let unread: ComicFeed<UnreadComicDataSource>
    let readMarks: ReadMarkStore
    let random: RandomComicPicker<LatestSource, AppDatabase>
    let remote: RemoteComicDataSource
    /// The one-shot lookups of the subcommands and go-to, through the Latest source.
    let library: ComicLibrary<LatestSource>
    /// The bookmarks themselves: the Bookmarks feed's pages and the bookmark marks' store.
    let bookmarkStore: LocalComicDataSource
    /// The bookmarks marks every feed shares (Search's too).
    let bookmarks: MarkRepository<LocalComicDataSource>
    /// The read marks every feed shares, likewise.
    let readMarksRepository: MarkRepository<ReadMarkStore>
    let baseURL: URL

    /// `connections`: one for a one-shot command; the interactive reader asks for a pool.
    init(
        global: GlobalOptions, pageSize: Int = 20, connections: DatabaseConnections = .one,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        // Arguments are checked before the database is touched.
        let baseURL = try global.baseURL(environment: environment)
        let path = try DatabaseLocation.path(explicitPath: global.databasePath, environment: environment)
        database = try AppDatabase(
            path: path, connections: connections,
            onLongWait: { Notes.write("note: waiting for another xkcd to finish writing…") })
        if database.isReadOnly { Notes.write("note: \(path) is read-only: reading only, nothing new will be saved") }
        usesNetwork = !global.offline

        remote = RemoteComicDataSource(client: CurlNetworkClient().retrying(), configuration: .init(baseURL: baseURL))
        latestSource = CachedComicDataSource(remote: remote, cache: database, usesNetwork: usesNetwork)
        let bookmarkStore = LocalComicDataSource(database: database)
        self.bookmarkStore = bookmarkStore
        let bookmarks = MarkRepository(.bookmark, store: bookmarkStore)
        self.bookmarks = bookmarks
        self.baseURL = baseURL
        readMarks = ReadMarkStore(database: database)
        let read = MarkRepository(.read, store: readMarks)
        readMarksRepository = read

        latest = ComicFeed(
            paging: PagingRepository(source: latestSource, pageSize: pageSize), marks: [bookmarks, read])
        saved = ComicFeed(
            paging: PagingRepository(source: bookmarkStore, pageSize: pageSize), marks: [bookmarks, read])
        unread = ComicFeed(
            paging: PagingRepository(source: UnreadComicDataSource(database: database), pageSize: pageSize),
            marks: [bookmarks, read])
        random = RandomComicPicker(source: latestSource, cache: database)
        library = ComicLibrary(source: latestSource)
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
}
