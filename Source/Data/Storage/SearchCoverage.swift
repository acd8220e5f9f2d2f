/// How much of the archive a search covers: the cached comics, of those
/// known to exist.
public struct SearchCoverage: Sendable, Hashable {
    /// Comics in the cache, hence in the search index.
    public let searchedCount: Int
    /// The newest number seen, less the numbers the API said do not exist.
    public let archiveCount: Int

    public init(searchedCount: Int, archiveCount: Int) {
        self.searchedCount = searchedCount
        self.archiveCount = archiveCount
    }

    public var isComplete: Bool { searchedCount >= archiveCount }
}
