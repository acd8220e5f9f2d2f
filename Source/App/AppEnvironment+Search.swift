import ComicData
import Foundation

// The parts of the object graph that sync and search add: built from the
// environment's own database, bookmarks and base URL.
extension AppEnvironment {
    typealias SearchRepository = ComicFeedRepository<SearchComicDataSource, LocalComicDataSource>

    /// The Search feed for one query: ranked results over the cache, marked
    /// with the bookmarks every other feed shares.
    func searchFeed(_ query: SearchQuery, pageSize: Int = 20) -> SearchRepository {
        ComicFeedRepository(
            source: SearchComicDataSource(database: database, query: query), bookmarks: bookmarks,
            configuration: .init(pageSize: pageSize))
    }

    /// A sync with its own HTTP client, so `concurrency` connections can be
    /// open at once (the reader's client allows 20).
    func archiveSync(concurrency: Int) -> ArchiveSync {
        var client = URLSessionNetworkClient.Configuration()
        client.maximumConnectionsPerHost = concurrency
        let source = RemoteComicDataSource(
            client: URLSessionNetworkClient(configuration: client).retrying(),
            configuration: .init(baseURL: remote.configuration.baseURL, maximumConcurrentRequests: concurrency))
        return ArchiveSync(remote: source, database: database, configuration: .init(concurrency: concurrency))
    }
}
