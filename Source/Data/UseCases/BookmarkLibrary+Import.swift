/// `bookmarks import`, after the file's bookmarks are kept whatever the
/// network does: the comics they lack are fetched, and a number that is no
/// comic is refused as `bookmarks add` would refuse it.
extension BookmarkLibrary {
    public struct ImportFetch: Sendable {
        /// Nil when the fetch failed (`failure`).
        public let fetched: UncachedFetch?
        public let failure: ComicLoadError?
        /// The file's numbers that are no comic: no longer bookmarked. One that failed stays, to retry.
        public let skipped: [Int]
    }

    /// `run` is the sync of the comics lacking, where the caller shows progress and hears Ctrl-C.
    public func fetchImported(
        _ imported: Set<Int>, run: (ArchiveSync, [Int]) async throws -> SyncReport
    ) async throws -> ImportFetch {
        let fetched: UncachedFetch
        do {
            fetched = try await fetchUncached(run: run)
        } catch let error as ComicLoadError {
            return ImportFetch(fetched: nil, failure: error, skipped: [])
        }
        guard case .fetched(_, let noSuchComic) = fetched else {
            return ImportFetch(fetched: fetched, failure: nil, skipped: [])
        }
        let skipped = noSuchComic.filter(imported.contains)
        if !skipped.isEmpty { try await marks.remove(skipped) }
        return ImportFetch(fetched: fetched, failure: nil, skipped: skipped)
    }
}
