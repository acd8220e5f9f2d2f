import Foundation

// The parts of the object graph that sync and search add, built from the
// environment's own database, bookmarks and base URL.
extension ComicServices {
    /// The Search feed for one query: ranked pages over the cache, with the
    /// bookmarks and read marks every other feed shares, so a bookmark made
    /// in the results shows everywhere at once.
    public func searchFeed(_ query: SearchQuery, pageSize: Int = 20) -> ComicFeed<SearchComicDataSource> {
        ComicFeed(
            .search, source: SearchComicDataSource(database: database, query: query), pageSize: pageSize,
            marks: [bookmarkRepository, readMarkRepository])
    }

    /// A sync with its own HTTP client and at most `concurrency` requests in
    /// flight (nil: as many as the protocol allows), paused together by a 429 or 503.
    public func archiveSync(concurrency: Int?) -> ArchiveSync {
        let pace = RequestPace()
        let source = ComicAPIClient(
            client: CurlNetworkClient(configuration: configuration.network()).paced(by: pace).retrying(),
            configuration: .init(
                baseURL: baseURL,
                maximumConcurrentRequests: concurrency ?? ArchiveSync.Configuration.defaultConcurrency,
                pageDeadline: configuration.networkPhase))
        return ArchiveSync(
            remote: source, database: database, configuration: .init(concurrency: concurrency), pace: pace)
    }
}
