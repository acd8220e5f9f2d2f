import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

@Suite("Saved images: bookmarked ones kept, the rest a least-recently-used cache capped by size")
struct ImageStoreTests {
    /// An image of `size` bytes; the cache never decodes what it keeps.
    func image(_ size: Int) -> SavedImage {
        SavedImage(bytes: Data(repeating: 7, count: size), width: 1, height: 1)
    }

    func url(_ number: Int) -> String { "https://imgs.example.com/comics/comic_\(number).png" }

    /// Saves images of 100 bytes for `numbers`, one second apart, with a cap of `capacity`.
    func save(_ numbers: [Int], in database: AppDatabase, clock: SteppingClock, capacity: Int) async throws {
        for number in numbers {
            try await ImageStore(database: database).saveImage(
                image(100), comic: number, url: url(number), savedAt: clock.now(), unbookmarkedCapacity: capacity)
        }
    }

    @Test("past the cap the least recently saved go first")
    func evictsOldestFirst() async throws {
        let database = try AppDatabase.inMemory()

        try await save([1, 2, 3, 4], in: database, clock: SteppingClock(), capacity: 300)

        #expect(Set(try await ImageStore(database: database).savedImageSizes().keys) == [2, 3, 4])
    }

    @Test("showing an image makes it recently used, so an older unshown one goes instead")
    func useRefreshes() async throws {
        let database = try AppDatabase.inMemory()
        let clock = SteppingClock()
        try await save([1, 2, 3], in: database, clock: clock, capacity: 300)

        #expect(try await ImageStore(database: database).savedImage(comic: 1, url: url(1), usedAt: clock.now()) != nil)
        try await save([4], in: database, clock: clock, capacity: 300)

        #expect(Set(try await ImageStore(database: database).savedImageSizes().keys) == [1, 3, 4])
    }

    @Test("bookmarked comics' images are never evicted nor counted; unbookmarked ones go first")
    func bookmarkedKept() async throws {
        let database = try AppDatabase.inMemory()
        let clock = SteppingClock()
        try await database.bookmark([makeComic(1), makeComic(2)])
        try await save([1, 2, 3, 4], in: database, clock: clock, capacity: 100)

        #expect(Set(try await ImageStore(database: database).savedImageSizes().keys) == [1, 2, 4])

        // Even a cap of nothing leaves them.
        try await ImageStore(database: database).evictImages(keepingUnbookmarkedBytes: 0)
        #expect(Set(try await ImageStore(database: database).savedImageSizes().keys) == [1, 2])
    }

    @Test("removing a bookmark makes its image evictable, not deleted at once")
    func unbookmarkedBecomesEvictable() async throws {
        let database = try AppDatabase.inMemory()
        let bookmarks = database.bookmarkRepository()
        let clock = SteppingClock()
        try await bookmarks.add([makeComic(1)])
        try await save([1, 2], in: database, clock: clock, capacity: 100)

        try await bookmarks.remove(exactly: [1])
        #expect(Set(try await ImageStore(database: database).savedImageSizes().keys) == [1, 2])

        try await save([3], in: database, clock: clock, capacity: 200)
        #expect(Set(try await ImageStore(database: database).savedImageSizes().keys) == [2, 3])
    }

    @Test("a comic keeps one image: a new URL replaces the old one")
    func newURLReplaces() async throws {
        let database = try AppDatabase.inMemory()
        let clock = SteppingClock()
        try await save([1], in: database, clock: clock, capacity: 1000)

        try await ImageStore(database: database).saveImage(
            image(50), comic: 1, url: "https://imgs.example.com/comics/new.png", savedAt: clock.now(),
            unbookmarkedCapacity: 1000)

        #expect(try await ImageStore(database: database).savedImageSizes() == [1: 50])
        #expect(try await ImageStore(database: database).savedImage(comic: 1, url: url(1)) == nil)
    }

    @Test("bookmarks without a saved image are listed, newest saved first")
    func bookmarksWithoutImages() async throws {
        let database = try AppDatabase.inMemory()
        let clock = SteppingClock()
        try await database.bookmark([makeComic(1), makeComic(2), makeComic(3)], now: clock.now)
        try await save([2], in: database, clock: clock, capacity: 1000)

        #expect(try await ImageStore(database: database).bookmarkedComicsWithoutImages().map(\.number) == [3, 1])
    }

    @Test("image bytes round-trip exactly, NUL bytes included")
    func bytesRoundTrip() async throws {
        let database = try AppDatabase.inMemory()
        let bytes = Data([0, 1, 0, 255, 0])
        try await ImageStore(database: database).saveImage(
            SavedImage(bytes: bytes, width: 740, height: 400), comic: 9, url: url(9), unbookmarkedCapacity: 1000)

        #expect(
            try await ImageStore(database: database).savedImage(comic: 9, url: url(9))
                == SavedImage(bytes: bytes, width: 740, height: 400))
    }
}
