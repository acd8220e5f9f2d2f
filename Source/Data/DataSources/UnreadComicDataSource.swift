/// The cached comics the person has not read, newest first: the Unread feed's source.
///
/// Pages resume from a keyset position (the last number shown), so comics
/// read or cached between two pages skip and repeat nothing. The feed is
/// what the cache holds: a sync or a walk down Latest fills it. Its
/// queries are `UnreadComicStore`'s; this is their face to the repositories.
public struct UnreadComicDataSource: ComicDataSource {
    public struct PageBookmark: Sendable, Hashable {
        /// The next page holds comics numbered below this.
        public let below: Int

        public init(below: Int) { self.below = below }
    }

    public let database: AppDatabase
    private let store: UnreadComicStore

    public init(database: AppDatabase) {
        self.database = database
        store = UnreadComicStore(database: database)
    }

    public func prewarm() async throws {
        try await database.prewarm()
    }

    public func firstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        try await page(below: Int.max, size: size)
    }

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        try await page(below: bookmark.below, size: size)
    }

    /// The unread comics just above a page's start, in the same keyset.
    public func page(before bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark>? {
        try await .keysetAbove(bookmark, size: size) { limit in
            try await store.comics(atOrAbove: bookmark.below, limit: limit).map {
                ($0, PageBookmark(below: $0.number + 1))
            }
        }
    }

    public func pageBookmark(startingAt number: Int) -> PageBookmark? {
        number < Int.max ? PageBookmark(below: number + 1) : nil
    }

    /// Whether comic `number` is cached and not read.
    public func contains(_ number: Int) async throws -> Bool {
        try await comic(number) != nil
    }

    public func comic(_ number: Int) async throws -> Comic? {
        try await store.comic(number)
    }

    private func page(below number: Int, size: Int) async throws -> ComicPage<PageBookmark> {
        try await .keyset(size: size) { limit in
            try await store.comics(below: number, limit: limit).map { ($0, PageBookmark(below: $0.number)) }
        }
    }
}
