/// `bookmarks images`: which bookmarked comics lack a saved image and why,
/// after fetching them when asked.
extension BookmarkLibrary {
    public struct ImageReport: Sendable {
        /// Nil when not asked to fetch.
        public let saved: Int?
        /// Comics still without a saved image, with why; nil: not fetched yet.
        public let missing: [(comic: Comic, reason: ImageUnavailable?)]
        /// Bookmarks whose comic is not cached: nothing is known of their images.
        public let notCached: [Int]
    }

    /// With a `loader`, the comics lacking (an uncached one first: its image
    /// URL is in it) and then their images are fetched.
    public func imageReport(fetchingWith loader: ComicImageLoader?) async throws -> ImageReport {
        if loader != nil { _ = try await fetchUncached { try await $0.run(numbers: $1) } }
        let lacking = try await ImageStore(database: database).bookmarkedComicsWithoutImages()
        let notCached = try await uncachedNumbers()
        guard let loader else {
            return ImageReport(saved: nil, missing: lacking.map { ($0, nil) }, notCached: notCached)
        }
        let reasons = await loader.prefetch(lacking)
        let missing = lacking.compactMap { comic in reasons[comic.number].map { (comic, Optional($0)) } }
        return ImageReport(saved: lacking.count - reasons.count, missing: missing, notCached: notCached)
    }
}
