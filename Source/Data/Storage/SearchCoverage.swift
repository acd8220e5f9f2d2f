/// How much of the archive a search covers: the cached comics, of those
/// known to exist.
public struct SearchCoverage: Sendable, Hashable {
    /// Comics in the cache, hence in the search index.
    public let searchedCount: Int
    /// The newest number seen, less the numbers the API said do not exist.
    public let archiveCount: Int
    /// Comics whose explain xkcd page is saved, so search finds what is said in them.
    public let explainedCount: Int

    public init(searchedCount: Int, archiveCount: Int, explainedCount: Int = 0) {
        self.searchedCount = searchedCount
        self.archiveCount = archiveCount
        self.explainedCount = explainedCount
    }

    public var isComplete: Bool { searchedCount >= archiveCount }

    /// What a search says of its coverage, on the command line and on the screen alike.
    public enum Extent: Sendable, Hashable {
        /// Nothing is cached: `xkcd sync` is the way to search at all.
        case nothingCached
        case complete
        /// Part of the archive: `xkcd sync` searches all of it.
        case partial
    }

    public var extent: Extent {
        if searchedCount == 0 { return .nothingCached }
        return isComplete ? .complete : .partial
    }
}
