import ComicData
import Foundation

/// The program's object graph, built from named parts: one database, one
/// bookmarks store, and each feed composed of its pages and the marks it shows.
struct AppEnvironment: Sendable {
    typealias LatestSource = LatestComicDataSource<ComicCacheStore>

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
        global: GlobalOptions, pageSize: Int = 20, connections: DatabaseConnections = .one,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        // Arguments are checked before the database is touched.
        let baseURL = try global.baseURL(environment: environment)
        let path = try DatabaseLocation.path(explicitPath: global.databasePath, environment: environment)
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
        latestSource = LatestComicDataSource(network: global.offline ? nil : remote, cache: cache)
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
        let explaining = try Self.explanationParts(global: global, database: database, environment: environment)
        explainWiki = explaining.wiki
        explanationStore = explaining.store
        explanations = explaining.repository
    }

    /// Fetches bookmarked comics that are not cached yet (imported offline),
    /// a bounded number per call; those that fail wait for the next call.
    /// Returns the bookmarked numbers the server says are no comic (404).
    @discardableResult
    func cacheBookmarkedComics() async throws -> [Int] {
        guard latestSource.hasNetwork else { return [] }
        let numbers = try await BookmarkStore(database: database).numbersNotCached()
        guard !numbers.isEmpty else { return [] }
        let asked = Array(numbers.prefix(500))
        let batch = try await remote.comics(asked)
        try await ComicCacheStore(database: database).cacheComics(batch.comics)
        let answered = Set(batch.comics.map(\.number) + batch.failures.map(\.number) + batch.untried)
        return asked.filter { !answered.contains($0) }
    }
}
