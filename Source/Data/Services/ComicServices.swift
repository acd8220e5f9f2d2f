import Foundation

/// The program's object graph, built from a configuration: one database,
/// one bookmarks store, each feed composed of its pages and the marks it
/// shows, and the use cases over them (`ComicServices+UseCases.swift`).
/// The command line builds it from its settings; the reader's effects run
/// over it (`ReaderServices`, in ComicUI).
public struct ComicServices: Sendable {
    public typealias LatestSource = LatestComicDataSource<ComicCacheStore>

    public let configuration: Configuration
    public let database: AppDatabase
    /// The Latest feed's pages: the network written through to the cache, or the cache alone (`--offline`).
    public let latestSource: LatestSource
    /// The three feeds, by the comics they show.
    public let latest: ComicFeed<LatestSource>
    public let bookmarked: ComicFeed<LocalComicDataSource>
    public let unread: ComicFeed<UnreadComicDataSource>
    public let random: RandomComicPicker<LatestSource, ComicCacheStore>
    public let remote: ComicAPIClient
    /// The one-shot lookups of the subcommands and go-to, through the Latest source.
    public let library: ComicLibrary<LatestSource>
    /// The bookmarks themselves: the Bookmarks feed's pages and the bookmark marks' store.
    public let bookmarkStore: LocalComicDataSource
    /// The read marks themselves.
    public let readMarkStore: ReadMarkStore
    /// The bookmark marks every feed shares (Search's too), straight over the bookmark table.
    public let bookmarkRepository: MarkRepository<BookmarkStore>
    /// The read marks every feed shares, over `readMarkStore`.
    public let readMarkRepository: MarkRepository<ReadMarkStore>
    public let baseURL: URL
    /// explain xkcd's pages: the wiki with a saved copy, or the saved copies alone (`--offline`).
    public let explanations: any ExplanationProviding
    /// The saved explanations themselves (what `--offline` and search read).
    public let explanationStore: ExplanationStore
    /// The wiki, for `sync --explain` and the pages' addresses.
    public let explainWiki: ExplainWikiClient
    /// What If? articles' bookmarks and read marks, which every article feed and command shares.
    public let whatIfMarks: WhatIfMarks
    /// The What If? feed: the archive's articles, newest first, with their marks.
    public let whatIfFeed: ComicFeed<WhatIfArchiveSource>

    /// - Parameter remote: the client of xkcd's API, when the caller made it
    ///   first (see `newestFirst`); else one made from the configuration.
    public init(_ configuration: Configuration, remote: ComicAPIClient? = nil) throws {
        self.configuration = configuration
        let (baseURL, pageSize) = (configuration.baseURL, configuration.pageSize)
        database = try Self.openDatabase(configuration)
        self.remote = remote ?? Self.makeRemote(for: configuration)
        let cache = ComicCacheStore(database: database)
        latestSource = LatestComicDataSource(network: configuration.isOffline ? nil : self.remote, cache: cache)
        let bookmarkStore = LocalComicDataSource(database: database)
        self.bookmarkStore = bookmarkStore
        let bookmarks = MarkRepository(.bookmark, store: BookmarkStore(database: database))
        bookmarkRepository = bookmarks
        self.baseURL = baseURL
        readMarkStore = ReadMarkStore(database: database)
        let read = MarkRepository(.read, store: readMarkStore)
        readMarkRepository = read

        latest = ComicFeed(.latest, source: latestSource, pageSize: pageSize, marks: [bookmarks, read])
        bookmarked = ComicFeed(.bookmarks, source: bookmarkStore, pageSize: pageSize, marks: [bookmarks, read])
        unread = ComicFeed(
            .unread, source: UnreadComicDataSource(database: database), pageSize: pageSize, marks: [bookmarks, read])
        random = RandomComicPicker(source: latestSource, cache: cache)
        library = ComicLibrary(source: latestSource)
        let explaining = Self.explanationParts(configuration, database: database)
        explainWiki = explaining.wiki
        explanationStore = explaining.store
        explanations = explaining.repository
        whatIfMarks = WhatIfMarks(database: database)
        whatIfFeed = Self.whatIfFeed(configuration, database: database, marks: whatIfMarks)
    }

    /// The graph's database, with its notes: alone for a command that needs no more (`search`).
    public static func openDatabase(_ configuration: Configuration) throws -> AppDatabase {
        let (path, note) = (configuration.databasePath, configuration.note)
        let database = try AppDatabase(
            path: path, connections: configuration.connections,
            onLongWait: { note(Self.waitingNote) },
            onSearchIndexRepaired: { note(AppDatabase.searchIndexRepairedNote) })
        if let reason = database.cannotWriteReason {
            note("note: \(path) cannot be written (\(reason)): reading only, nothing new will be saved")
        } else if database.isReadOnly {
            note("note: \(path) is read-only: reading only, nothing new will be saved")
        }
        return database
    }

    /// Said once when a write waits more than a second for another process's.
    public static let waitingNote = "note: waiting for another xkcd to finish writing…"
}
