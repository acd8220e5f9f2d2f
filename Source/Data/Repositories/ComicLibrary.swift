/// The one-shot questions the command line asks: a comic by number, the
/// newest, a random one, the bookmarks. Answers come from the Latest feed's
/// source (cache first, then the network) and the bookmarks store; the
/// caller only prints them.
public struct ComicLibrary<Latest: ComicDataSource>: Sendable {
    /// How many numbers a random pick draws before giving up (xkcd has gaps: 404).
    public static var randomDraws: Int { 10 }

    private let latest: Latest
    private let bookmarks: LocalComicDataSource
    private let usesNetwork: Bool

    /// - Parameter usesNetwork: false when `latest` reads the cache only.
    public init(latest: Latest, bookmarks: LocalComicDataSource, usesNetwork: Bool) {
        self.latest = latest
        self.bookmarks = bookmarks
        self.usesNetwork = usesNetwork
    }

    /// Comic `number`, from the cache or else the network.
    public func comic(_ number: Int) async throws -> Comic {
        try ComicQueryError.check(number)
        if let comic = try await latest.comic(number) { return comic }
        throw usesNetwork ? ComicQueryError.noComic(number) : ComicQueryError.notCached(number)
    }

    /// The newest comic: from the network, or the newest cached one offline.
    public func newestComic() async throws -> Comic {
        guard let newest = try await latest.firstPage(size: 1).comics.first else {
            throw ComicLoadError.noCachedComics
        }
        return newest
    }

    /// A comic chosen uniformly among those that exist; offline, among those cached.
    public func randomComic(using generator: inout some RandomNumberGenerator) async throws -> Comic {
        guard usesNetwork else {
            let cached = try await bookmarks.database.cachedComicNumbers()
            guard let number = cached.randomElement(using: &generator) else { throw ComicLoadError.noCachedComics }
            return try await comic(number)
        }
        let newest = try await newestComic().number
        // Drawing again on a missing number keeps the choice uniform over those that exist.
        for _ in 0..<Self.randomDraws {
            let number = Int.random(in: Comic.firstNumber...max(Comic.firstNumber, newest), using: &generator)
            if let comic = try await latest.comic(number) { return comic }
        }
        throw ComicQueryError.noRandomComic(draws: Self.randomDraws)
    }

    /// Every bookmark, newest saved first.
    public func bookmarkedComics() async throws -> [Comic] {
        try await bookmarks.allComics()
    }

    public func bookmarkedNumbers() async throws -> Set<Int> {
        try await bookmarks.markedNumbers()
    }

    public func isBookmarked(_ number: Int) async throws -> Bool {
        try await bookmarks.contains(number)
    }

    /// Finds every comic, then bookmarks them all in one transaction: all or none.
    @discardableResult
    public func addBookmarks(_ numbers: [Int]) async throws -> [Comic] {
        var comics: [Comic] = []
        for number in numbers {
            comics.append(try await comic(number))
        }
        try await bookmarks.save(contentsOf: comics)
        return comics
    }

    /// Removes every one of `numbers`, or nothing when one is not bookmarked.
    public func removeBookmarks(_ numbers: [Int]) async throws {
        try await bookmarks.remove(exactly: numbers)
    }
}
