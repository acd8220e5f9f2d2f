import ComicData
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

    static func run() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("xkcd-bench-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase(path: folder.appendingPathComponent("xkcd.sqlite").path)
        let savedAt = Mutex(Date(timeIntervalSince1970: 1_700_000_000))
        let source = LocalComicDataSource(database: database) {
            savedAt.withLock { date in
                defer { date += 0.001 }
                return date
            }
        }

        let comics = (1...bookmarkCount).map(makeComic)
        let seeding = try await ContinuousClock().measure { try await source.save(contentsOf: comics) }

        var deepBookmark = try await source.firstPage(size: pageSize).nextPageBookmark
        for _ in 1..<deepPageIndex {
            guard let bookmark = deepBookmark else { break }
            deepBookmark = try await source.page(after: bookmark, size: pageSize).nextPageBookmark
        }
        guard let deepBookmark else { throw BenchmarkError.feedEndedEarly }

        let first = try await median { _ = try await source.firstPage(size: pageSize) }
        let deep = try await median { _ = try await source.page(after: deepBookmark, size: pageSize) }
        // Part of every page: the comics are rebuilt, and cleaned, from their raw values.
        let raws = comics.prefix(pageSize).map(\.raw)
        let rebuilding = try await median { _ = raws.map { Comic(raw: $0) } }

        print("""
            SQLite bookmarks: \(bookmarkCount) bookmarks in a WAL file, pages of \(pageSize), median of \(runs) runs
              saving all \(bookmarkCount) in one transaction: \(format(seeding))
              first page:                      \(format(first))
              deep page (after \(deepPageIndex * pageSize) bookmarks): \(format(deep))
              deep / first:                    \(String(format: "%.2f", deep / first))x
              of a page, rebuilding \(pageSize) comics from raw values: \(format(rebuilding))
            """)
    }

    private enum BenchmarkError: Error {
        case feedEndedEarly
    }

    private static func median(of work: () async throws -> Void) async throws -> Duration {
        try await work()  // warm-up: caches and statements
        var durations: [Duration] = []
        for _ in 1...runs {
            durations.append(try await ContinuousClock().measure(work))
        }
        return durations.sorted()[runs / 2]
    }

    private static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1_000
            + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.3f ms", milliseconds)
    }

    private static func makeComic(_ number: Int) -> Comic {
        Comic(raw: APIComic(
            num: number, title: "Benchmark comic \(number)", safeTitle: "Benchmark comic \(number)",
            alt: "An alt text of ordinary length for comic \(number), with an &eacute; entity to decode.",
            img: "https://imgs.xkcd.com/comics/benchmark_\(number).png",
            transcript: "[[Two stick figures talk.]]\nA: Number \(number)?\nB: Number \(number).",
            year: "2020", month: "1", day: "2"))
    }
}
