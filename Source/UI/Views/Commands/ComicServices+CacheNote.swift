import ComicData

extension ComicServices {
    /// Said after a command's output: fetched comics could not be cached. Nil
    /// when they were, or when the database is read-only (said when it was opened).
    public func cacheProblemNote() async -> String? {
        guard !database.isReadOnly, let problem = await latestSource.cacheWriteProblem else { return nil }
        return "note: the comics shown could not be saved in the cache: \(problem)"
    }
}
