import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Synchronization

/// `ReaderServices` over values: repositories that record their commands,
/// a small archive, and a log of every other call.
final class InMemoryReaderServices: ReaderServices {
    enum Call: Sendable, Hashable {
        case setBookmark(Bool, Int)
        case setRead(Bool, [Int])
        case markAllRead(atOrBelow: Int)
        case restore(Int, savedAt: Date)
        case removeBookmark(Int)
        case search(String)
        /// A held explanation's load was cancelled.
        case explanationCancelled(Int)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String { "the disk is on fire" }
    }

    let log = CallLog<Call>()
    let feeds: [FeedName: RecordingRepository]
    /// What every query finds.
    let searchResults: RecordingRepository
    /// Comics that go to (`comic(_:)`) finds beyond the feeds.
    let archive: [Int: Comic]
    let savedAt: [Int: Date]
    let coverage = SearchCoverage(searchedCount: 40, archiveCount: 50)
    /// What the index holds now: a sync in another shell changes it.
    let currentCoverage = Mutex<SearchCoverage?>(nil)
    let randomPick: RandomComic
    /// Every call that can fail does.
    let fails: Bool
    /// What `explanation(of:)` answers per comic; `.notSaved` for the others.
    let explanations: [Int: Result<Explanation, ExplanationError>]
    /// Comics whose explanation never comes: the load waits until cancelled, and says so.
    let heldExplanations: Set<Int>
    /// When set, a bookmark change waits until this stream ends, as a write
    /// waits for another process's lock.
    let bookmarkLock: AsyncStream<Never>?

    init(
        latest: [Int] = [3, 2, 1], bookmarked: Set<Int> = [], archive: [Int] = [], savedAt: [Int: Date] = [:],
        fails: Bool = false, explanations: [Int: Result<Explanation, ExplanationError>] = [:],
        heldExplanations: Set<Int> = [], bookmarkLock: AsyncStream<Never>? = nil
    ) {
        self.bookmarkLock = bookmarkLock
        self.explanations = explanations
        self.heldExplanations = heldExplanations
        feeds = [
            .latest: RecordingRepository(.latest, latest, bookmarked: bookmarked),
            .bookmarks: RecordingRepository(.bookmarks, latest.filter(bookmarked.contains), bookmarked: bookmarked),
            .unread: RecordingRepository(.unread, []),
        ]
        searchResults = RecordingRepository(.search, [2], bookmarked: bookmarked)
        self.archive = Dictionary(uniqueKeysWithValues: archive.map { ($0, SyntheticComic.comic(number: $0)) })
        self.savedAt = savedAt
        randomPick = RandomComic(comic: SyntheticComic.comic(number: 1234), isFromCache: true)
        self.fails = fails
    }

    /// A wiki of the test's own, as `--explain-url` would name it.
    static let wikiPagePrefix = "http://127.0.0.1:9/w/index.php/"
    var explanationPagePrefix: String { Self.wikiPagePrefix }

    func repository(for feed: FeedName) -> (any ComicRepository)? {
        feeds[feed]
    }

    func searchRepository(for query: String) -> any ComicRepository {
        log.record(.search(query))
        return searchResults
    }

    func searchCoverage() async throws -> SearchCoverage {
        try check()
        return currentCoverage.withLock { $0 } ?? coverage
    }

    func comic(_ number: Int) async throws -> Comic {
        guard let comic = archive[number] else { throw Failure() }
        return comic
    }

    func explanation(of number: Int) async throws -> Explanation {
        if heldExplanations.contains(number) {
            let (never, _) = AsyncStream<Never>.makeStream()
            for await _ in never {}
            log.record(.explanationCancelled(number))
            throw CancellationError()
        }
        return try (explanations[number] ?? .failure(.notSaved(number))).get()
    }

    func randomComic() async throws -> RandomComic {
        try check()
        return randomPick
    }

    func setRead(_ isRead: Bool, numbers: [Int]) async throws {
        try check()
        log.record(.setRead(isRead, numbers))
    }

    func unreadCount(atOrBelow number: Int) async throws -> Int {
        try check()
        return number - 1
    }

    func markAllRead(atOrBelow number: Int) async throws -> Int {
        try check()
        log.record(.markAllRead(atOrBelow: number))
        return number - 1
    }

    /// As the shared bookmarks do: every feed shows the change at once.
    func setBookmarked(_ isBookmarked: Bool, comic: Comic) async throws {
        try check()
        if let bookmarkLock { for await _ in bookmarkLock {} }
        log.record(.setBookmark(isBookmarked, comic.number))
        for repository in feeds.values + [searchResults] {
            await repository.show(isBookmarked, .bookmark, number: comic.number)
        }
    }

    func bookmarkSavedAt(_ number: Int) async throws -> Date? {
        try check()
        return savedAt[number]
    }

    func restoreBookmark(_ comic: Comic, savedAt: Date) async throws {
        try check()
        log.record(.restore(comic.number, savedAt: savedAt))
    }

    func removeBookmark(_ number: Int) async throws {
        try check()
        log.record(.removeBookmark(number))
        for repository in feeds.values + [searchResults] {
            await repository.show(false, .bookmark, number: number)
        }
    }

    private func check() throws {
        if fails { throw Failure() }
    }
}

/// Images that load at once (or never, with a reason), recording prefetches and host openings.
struct InMemoryImages: ReaderImageSource {
    let prefetched = CallLog<Int>()
    let hostOpenings = CallLog<String>()
    let unavailable: ImageUnavailable?

    init(unavailable: ImageUnavailable? = nil) {
        self.unavailable = unavailable
    }

    static let image = DecodedImage(width: 2, height: 1, format: .png, pixels: [UInt8](repeating: 255, count: 8))

    func image(for comic: Comic) async throws -> DecodedImage {
        if let unavailable { throw unavailable }
        guard let image = Self.image else { throw ImageUnavailable.noImage }
        return image
    }

    func prefetch(_ comics: [Comic]) async {
        comics.forEach { prefetched.record($0.number) }
    }

    func openHost() {
        hostOpenings.record("open")
    }
}
