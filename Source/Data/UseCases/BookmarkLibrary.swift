import Foundation

/// What only bookmarks have: a bookmark is for reading offline, so the
/// comics and images bookmarks lack are fetched. The one place that decides
/// what is fetched for them, for `bookmarks list`, `add` and `import` alike.
public struct BookmarkLibrary<Lookup: ComicDataSource>: Sendable {
    public let marks: MarkLibrary<Lookup>
    let database: AppDatabase
    /// A sync for the comics bookmarks lack; nil offline.
    let makeSync: (@Sendable () -> ArchiveSync)?

    public init(marks: MarkLibrary<Lookup>, makeSync: (@Sendable () -> ArchiveSync)?) {
        self.marks = marks
        database = marks.database
        self.makeSync = makeSync
    }

    /// Bookmarked numbers whose comic is not cached yet, newest saved first.
    public func uncachedNumbers() async throws -> [Int] {
        try await BookmarkStore(database: database).numbersNotCached()
    }

    public enum UncachedFetch: Sendable {
        /// Every bookmarked comic is cached.
        case nothingToFetch
        /// Offline: this many wait for the network.
        case offline(waiting: Int)
        /// A sync ran over the ones lacking; `noSuchComic` are the numbers a
        /// finished run did not find (a 404, or beyond the newest), lowest first.
        case fetched(SyncReport, noSuchComic: [Int])
    }

    /// Fetches the bookmarked comics the cache lacks as sync fetches them,
    /// through `run` (where the caller shows progress and hears Ctrl-C).
    public func fetchUncached(
        run: (ArchiveSync, [Int]) async throws -> SyncReport
    ) async throws -> UncachedFetch {
        let numbers = try await uncachedNumbers()
        guard !numbers.isEmpty else { return .nothingToFetch }
        guard let makeSync else { return .offline(waiting: numbers.count) }
        let report = try await run(makeSync(), numbers)
        guard report.stopReason == nil else { return .fetched(report, noSuchComic: []) }
        let failed = Set(report.failures.map(\.number))
        let lacking = try await uncachedNumbers().filter { !failed.contains($0) }
        return .fetched(report, noSuchComic: lacking.sorted())
    }

    /// What saving bookmarks' images did: how many were saved, and why the others were not.
    public struct ImageSaving: Sendable {
        public let saved: Int
        public let failures: [Int: ImageUnavailable]
    }

    /// Saves the images the bookmarked comics among `numbers` lack; nil
    /// when none lacks one. A bookmark is for reading offline, image included.
    public func saveImages(of numbers: Set<Int>, with loader: ComicImageLoader) async -> ImageSaving? {
        guard
            let lacking = try? await ImageStore(database: database).bookmarkedComicsWithoutImages()
                .filter({ numbers.contains($0.number) }), !lacking.isEmpty
        else { return nil }
        let failures = await loader.prefetch(lacking)
        return ImageSaving(saved: lacking.count - failures.count, failures: failures)
    }
}
