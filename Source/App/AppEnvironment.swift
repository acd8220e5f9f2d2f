import ComicData
import ComicSettings
import Foundation

/// The program's object graph, built from named parts: one database, one
/// bookmarks store, and each feed composed of its pages and the marks it shows.
struct AppEnvironment: Sendable {
    typealias LatestSource = LatestComicDataSource<ComicCacheStore>

    /// This run's settings, resolved once.
    let settings: Settings
    let database: AppDatabase
    /// The Latest feed's pages: the network written through to the cache, or the cache alone (`--offline`).
    let latestSource: LatestSource
    /// The three feeds, by the comics they show.
    let latest: ComicFeed<LatestSource>
    let bookmarked: ComicFeed<LocalComicDataSource>
    let unread: ComicFeed<UnreadComicDataSource>
    let random: RandomComicPicker<LatestSource, ComicCacheStore>
    let remote: RemoteComicDataSource
    /// The one-shot lookups of the subcommands and go-to, through the Latest source.
    let library: ComicLibrary<LatestSource>
    /// The bookmarks themselves: the Bookmarks feed's pages and the bookmark marks' store.
    let bookmarkStore: LocalComicDataSource
    /// The read marks themselves.
    let readMarkStore: ReadMarkStore
    /// The bookmark marks every feed shares (Search's too), over `bookmarkStore`.
    let bookmarkRepository: MarkRepository<LocalComicDataSource>
    /// The read marks every feed shares, over `readMarkStore`.
    let readMarkRepository: MarkRepository<ReadMarkStore>
    let baseURL: URL
    /// explain xkcd's pages: the wiki with a saved copy, or the saved copies alone (`--offline`).
    let explanations: any ExplanationProviding
    /// The saved explanations themselves (what `--offline` and search read).
    let explanationStore: ExplanationStore
    /// The wiki, for `sync --explain` and the pages' addresses.
    let explainWiki: ExplainWikiClient

    /// `connections`: one for a one-shot command; the interactive reader asks for a pool.
    init(
        settings: Settings, pageSize: Int = 20, connections: DatabaseConnections = .one,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        self.settings = settings
        let baseURL = settings.baseURL
        let path = try DatabaseLocation.path(explicitPath: settings.databasePath, environment: environment)
        database = try AppDatabase(
            path: path, connections: connections,
            onLongWait: { Notes.write("note: waiting for another xkcd to finish writing…") })
        if let reason = database.cannotWriteReason {
            Notes.write("note: \(path) cannot be written (\(reason)): reading only, nothing new will be saved")
        } else if database.isReadOnly {
            Notes.write("note: \(path) is read-only: reading only, nothing new will be saved")
        }

        remote = RemoteComicDataSource(client: CurlNetworkClient().retrying(), configuration: .init(baseURL: baseURL))
        let cache = ComicCacheStore(database: database)
        latestSource =
            settings.offline
            ? .cacheOnly(CacheOnlyComicDataSource(cache: cache))
            : .cacheThenNetwork(CachedComicDataSource(remote: remote, cache: cache))
        let bookmarkStore = LocalComicDataSource(database: database)
        self.bookmarkStore = bookmarkStore
        let bookmarks = MarkRepository(.bookmark, store: bookmarkStore)
        bookmarkRepository = bookmarks
        self.baseURL = baseURL
        readMarkStore = ReadMarkStore(database: database)
        let read = MarkRepository(.read, store: readMarkStore)
        readMarkRepository = read

        latest = ComicFeed(
            paging: PagingRepository(source: latestSource, pageSize: pageSize), marks: [bookmarks, read])
        bookmarked = ComicFeed(
            paging: PagingRepository(source: bookmarkStore, pageSize: pageSize), marks: [bookmarks, read])
        unread = ComicFeed(
            paging: PagingRepository(source: UnreadComicDataSource(database: database), pageSize: pageSize),
            marks: [bookmarks, read])
        random = RandomComicPicker(source: latestSource, cache: cache)
        library = ComicLibrary(source: latestSource)
        let explaining = Self.explanationParts(settings: settings, database: database)
        explainWiki = explaining.wiki
        explanationStore = explaining.store
        explanations = explaining.repository
    }
}
