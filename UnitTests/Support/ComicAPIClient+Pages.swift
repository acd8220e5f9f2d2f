import ComicData

extension ComicAPIClient {
    /// The network's pages, made as the Latest feed makes them, over a cache that starts empty.
    public nonisolated func pages() -> LatestComicDataSource<InMemoryComicCache> {
        LatestComicDataSource(network: self, cache: InMemoryComicCache())
    }
}
