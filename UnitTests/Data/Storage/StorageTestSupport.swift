import Foundation
import Synchronization

@testable import ComicData

/// A comic with made-up text.
func makeComic(_ number: Int, title: String? = nil) -> Comic {
    Comic(
        raw: APIComic(
            num: number, title: title ?? "Comic \(number)", safeTitle: title ?? "Comic \(number)",
            alt: "Alt text of \(number)", img: "https://imgs.xkcd.com/comics/comic_\(number).png",
            year: "2020", month: "1", day: "2"))
}

/// Runs `body` with a new, empty folder in the temporary directory, removed afterwards.
@discardableResult
func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("xkcd-storage-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

/// A clock for saved-at dates: a fixed start, then `step` later on each reading.
final class SteppingClock: Sendable {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    private let next: Mutex<Date>
    private let step: TimeInterval

    init(start: Date = SteppingClock.start, step: TimeInterval = 1) {
        next = Mutex(start)
        self.step = step
    }

    func now() -> Date {
        next.withLock { next in
            defer { next += step }
            return next
        }
    }
}

extension LocalComicDataSource {
    /// Every page from the first, `size` at a time, as comic numbers.
    func allPages(size: Int) async throws -> [[Int]] {
        var page = try await firstPage(size: size)
        var pages = [page.comics.map(\.number)]
        while let bookmark = page.nextPageBookmark {
            page = try await self.page(after: bookmark, size: size)
            pages.append(page.comics.map(\.number))
        }
        return pages
    }
}

extension AppDatabase {
    /// Makes every insert of comic `number` into `table` fail, to show a
    /// transaction leaves nothing behind.
    func refuseInserts(into table: String, ofNumber number: Int) async throws {
        try await write { db in
            try db.execute(
                sql: """
                    CREATE TEMP TRIGGER refuse_\(table)_\(number) BEFORE INSERT ON \(table)
                    WHEN NEW.comicNumber = \(number) BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
                    """)
        }
    }
}

/// Tests write marks through the app's one door, `MarkRepository`.
extension AppDatabase {
    /// The bookmarks' repository over this database; `now` dates each new bookmark.
    func bookmarkRepository(now: @escaping @Sendable () -> Date = { Date() }) -> MarkRepository<BookmarkStore> {
        MarkRepository(.bookmark, store: BookmarkStore(database: self, now: now))
    }

    /// The read marks' repository over this database; `now` dates each new read mark.
    func readMarkRepository(now: @escaping @Sendable () -> Date = { Date() }) -> MarkRepository<ReadMarkStore> {
        MarkRepository(.read, store: ReadMarkStore(database: self, now: now))
    }

    /// Bookmarks comics (caching them), dated in order by `now`.
    func bookmark(_ comics: [Comic], now: @escaping @Sendable () -> Date = { Date() }) async throws {
        try await bookmarkRepository(now: now).add(comics)
    }

    /// Marks comics read.
    func markRead(_ numbers: [Int]) async throws {
        try await readMarkRepository().setMarked(true, numbers: numbers)
    }

    /// Imports a mark file's entries, as `bookmarks import` and `marks import` do.
    func importMarks(_ entries: [MarkEntry], kind: MarkKind, now: Date) async throws -> MarkImportSummary {
        switch kind {
        case .bookmark: try await bookmarkRepository().importMarks(entries, now: now)
        case .read: try await readMarkRepository().importMarks(entries, now: now)
        }
    }
}
