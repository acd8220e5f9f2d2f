import ComicData
import ComicTestSupport
import Foundation
import Synchronization

/// Times one page of 50 bookmarks among 100,000: the first page, and one deep in the feed.
///
/// Pages resume from a keyset position, so both should take about as long;
/// an OFFSET would make the deep page scan every bookmark before it.
enum SQLiteBenchmark {
    static let bookmarkCount = 100_000
    static let pageSize = 50
    static let deepPageIndex = 1_800
    static let runs = 21

    static func run(archive: ComicArchive) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("xkcd-bench-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase(path: folder.appendingPathComponent("xkcd.sqlite").path)
        let savedAt = Mutex(Date(timeIntervalSince1970: 1_700_000_000))
        let bookmarks = MarkRepository(
            .bookmark,
            store: BookmarkStore(database: database) {
                savedAt.withLock { date in
                    defer { date += 0.001 }
                    return date
                }
            })
        let source = LocalComicDataSource(database: database)

        try await cacheUpsert(archive)
        let comics = (1...bookmarkCount).map(makeComic)
        let seeding = try await ContinuousClock().measure { try await bookmarks.add(comics) }

        var deepBookmark = try await source.firstPage(size: pageSize).nextPageBookmark
        for _ in 1..<deepPageIndex {
            guard let bookmark = deepBookmark else { break }
            deepBookmark = try await source.page(after: bookmark, size: pageSize).nextPageBookmark
        }
        guard let deepBookmark else { throw BenchmarkError.feedEndedEarly }

        let first = try await Timing.measure("bookmarks: first page of \(pageSize) of \(bookmarkCount)", runs: runs) {
            try await ContinuousClock().measure { _ = try await source.firstPage(size: pageSize) }
        }
        let deep = try await Timing.measure("bookmarks: deep page (after \(deepPageIndex * pageSize))", runs: runs) {
            try await ContinuousClock().measure { _ = try await source.page(after: deepBookmark, size: pageSize) }
        }
        // Part of every page: the comics are rebuilt, and cleaned, from their raw values.
        let raws = comics.prefix(pageSize).map(\.raw)
        let rebuilding = await Timing.measure("of which rebuilding \(pageSize) comics from raw values", runs: runs) {
            ContinuousClock().measure { _ = raws.map { Comic(raw: $0) } }
        }
        print("saving \(bookmarkCount) bookmarks in one transaction: \(Timing.milliseconds(seeding)) ms")
        print(first.summary)
        print(deep.summary)
        print("deep / first: \(String(format: "%.2f", deep.median / first.median))x")
        print(rebuilding.summary)
    }

    /// The whole archive upserted into the comic cache in one transaction, into a fresh file each run.
    static func cacheUpsert(_ archive: ComicArchive) async throws {
        let comics = try archive.bodies.values.map { Comic(raw: try APIComic.decode(from: $0)) }
        let timing = try await Timing.measure("cache upsert of \(comics.count) comics in one transaction", runs: 5) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "xkcd-bench-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let database = try AppDatabase(path: folder.appendingPathComponent("xkcd.sqlite").path)
            return try await ContinuousClock().measure {
                try await ComicCacheStore(database: database).cacheComics(comics, fetchedAt: Date())
            }
        }
        print(timing.summary)
    }

    private enum BenchmarkError: Error {
        case feedEndedEarly
    }

    private static func makeComic(_ number: Int) -> Comic {
        Comic(
            raw: APIComic(
                num: number, title: "Benchmark comic \(number)", safeTitle: "Benchmark comic \(number)",
                alt: "An alt text of ordinary length for comic \(number), with an &eacute; entity to decode.",
                img: "https://imgs.xkcd.com/comics/benchmark_\(number).png",
                transcript: "[[Two stick figures talk.]]\nA: Number \(number)?\nB: Number \(number).",
                year: "2020", month: "1", day: "2"))
    }
}
