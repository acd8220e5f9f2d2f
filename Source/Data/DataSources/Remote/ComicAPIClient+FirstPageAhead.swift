/// A first page sent before the cache can be asked what it holds: a new
/// database's creation (migrations, syncs, a rename) takes longer than a
/// round trip on a loaded machine, and the comics below the newest must not
/// wait for it. Only for a cache known to be empty (no database file yet):
/// a cache that knows the newest asks for less (`firstPage(expectingNewest:)`).
extension ComicAPIClient {
    /// Sends the newest comic's request now and, when it comes, the rest of a
    /// first page of `size`; the first page of that size with nothing known joins it.
    public func startFirstPageFetch(size: Int) {
        guard firstPageAhead == nil else { return }
        startNewestFetch()
        let task = Task { try await self.fetchFirstPage(size: size, expectingNewest: nil, known: [:]) }
        firstPageAhead = (size, task)
    }

    /// The first page sent ahead for `size`, once; nil when none was.
    func takeFirstPageAhead(size: Int) -> Task<GuessedFirstPage, any Error>? {
        guard let ahead = firstPageAhead, ahead.size == size else { return nil }
        firstPageAhead = nil
        return ahead.task
    }
}
