/// The use cases the commands call, over these parts.
extension ComicServices {
    public var comicLookup: ComicLookup<LatestSource, ComicCacheStore> {
        ComicLookup(library: library, random: random, database: database, isOffline: configuration.isOffline)
    }

    public func marks(_ kind: MarkKind) -> MarkLibrary<LatestSource> {
        MarkLibrary(
            kind, database: database, library: library, bookmarks: bookmarkRepository, readMarks: readMarkRepository)
    }

    public var bookmarks: BookmarkLibrary<LatestSource> {
        let services = self
        @Sendable func makeSync() -> ArchiveSync { services.archiveSync(concurrency: nil) }
        return BookmarkLibrary(marks: marks(.bookmark), makeSync: configuration.isOffline ? nil : makeSync)
    }
}
