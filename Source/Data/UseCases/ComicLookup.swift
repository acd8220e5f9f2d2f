/// Which comic `show` (and `xkcd 327` piped) asks for.
public enum ComicChoice: Sendable, Hashable {
    case number(Int)
    case latest
    /// `unread`: among the comics not read yet.
    case random(unread: Bool)
}

/// One comic as `show` prints it: found by number, as the newest, or at
/// random (among the unread ones if asked), with its marks, and a note when
/// it had to come from the cache.
public struct ComicLookup<Source: ComicDataSource, Cache: ComicCache>: Sendable {
    let library: ComicLibrary<Source>
    let random: RandomComicPicker<Source, Cache>
    let database: AppDatabase
    let isOffline: Bool

    public init(
        library: ComicLibrary<Source>, random: RandomComicPicker<Source, Cache>, database: AppDatabase,
        isOffline: Bool
    ) {
        self.library = library
        self.random = random
        self.database = database
        self.isOffline = isOffline
    }

    public struct Found: Sendable {
        public let comic: Comic
        public let isBookmarked: Bool
        public let isRead: Bool
        /// Said on stderr: why a random comic was drawn among the cached ones.
        public let note: String?
    }

    public func find(_ choice: ComicChoice) async throws -> Found {
        var note: String?
        let comic: Comic
        switch choice {
        case .number(let number): comic = try await library.comic(number)
        case .latest:
            comic = try await library.newestComic()
            // `xkcd new` counts from here; a file that cannot be written only leaves it counting.
            try? await NewComicStore(database: database).noteSeen(comic.number)
        case .random(let unread):
            let pick = try await pickRandom(unread: unread)
            if pick.isFromCache {
                note = "note: \(isOffline ? "offline" : "the network is unreachable"); picked among the cached comics"
            }
            comic = pick.comic
        }
        return Found(
            comic: comic, isBookmarked: try await BookmarkStore(database: database).contains(comic.number),
            isRead: try await ReadMarkStore(database: database).contains(comic.number), note: note)
    }

    private func pickRandom(unread: Bool) async throws -> RandomComicPicker<Source, Cache>.Pick {
        let excluded = unread ? try await ReadMarkStore(database: database).markedNumbers() : []
        do {
            return try await random.pick(excluding: excluded)
        } catch RandomPickFailure.nothingLeft(let isFromCache) where unread {
            throw ComicQueryError.everyComicRead(amongCached: isFromCache)
        }
    }
}
