import ComicData
import Foundation

// The parts of the object graph that sync and search add, built from the
// environment's own database, bookmarks and base URL.
extension AppEnvironment {
    /// The Search feed for one query: ranked pages over the cache, with the
    /// bookmarks marks every other feed shares, so a bookmark made in the
    /// results shows everywhere at once.
    func searchFeed(_ query: SearchQuery, pageSize: Int = 20) -> ComicFeed<SearchComicDataSource> {
        ComicFeed(
            paging: PagingRepository(source: SearchComicDataSource(database: database, query: query), pageSize: pageSize),
            marks: [bookmarks])
    }

    /// A sync with its own HTTP client, so `concurrency` connections can be
    /// open at once (the reader's client allows 20).
    func archiveSync(concurrency: Int) -> ArchiveSync {
        var client = URLSessionNetworkClient.Configuration()
        client.maximumConnectionsPerHost = concurrency
        let source = RemoteComicDataSource(
            client: URLSessionNetworkClient(configuration: client).retrying(),
            configuration: .init(baseURL: baseURL, maximumConcurrentRequests: concurrency))
        return ArchiveSync(remote: source, database: database, configuration: .init(concurrency: concurrency))
    }
}
