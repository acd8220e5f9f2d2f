/// `bookmarks list`: a listing fetches quietly what the cache lacks, then
/// says what it still lacks and why.
extension BookmarkLibrary {
    public struct Listing: Sendable {
        public let marks: MarkLibrary<Lookup>.Listing
        /// Bookmarked numbers that are no comic (imported before imports checked), lowest first.
        public let noSuchComic: [Int]

        /// Not cached and not known to be no comic: they wait for the network.
        public var waiting: [Int] { marks.notCached.filter { !noSuchComic.contains($0) } }
    }

    public func listing() async throws -> Listing {
        let fetched = try? await fetchUncached { sync, numbers in try await sync.run(numbers: numbers) }
        var noSuchComic: [Int] = []
        if case .fetched(_, let numbers) = fetched { noSuchComic = numbers }
        return Listing(marks: try await marks.list(), noSuchComic: noSuchComic)
    }
}
