import ComicData

/// The use cases the commands call, over this environment's parts.
extension AppEnvironment {
    var comicLookup: ComicLookup<LatestSource, ComicCacheStore> {
        ComicLookup(library: library, random: random, database: database, isOffline: settings.offline)
    }

    func marks(_ kind: MarkKind) -> MarkLibrary<LatestSource> {
        MarkLibrary(kind, database: database, library: library)
    }

    var bookmarks: BookmarkLibrary<LatestSource> {
        let environment = self
        @Sendable func makeSync() -> ArchiveSync { environment.archiveSync(concurrency: nil) }
        return BookmarkLibrary(database: database, library: library, makeSync: settings.offline ? nil : makeSync)
    }
}
