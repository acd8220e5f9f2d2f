import ComicData
import ComicTestSupport
import Foundation

/// Search on the synced archive: the whole `xkcd search` process, and the
/// query alone as the reader runs it on each keystroke.
enum SearchBenchmark {
    static let queries = ["standards", "bobby tables", "correct horse battery staple", "sudo sandwich"]

    static func run(archive: ComicArchive, runs: Int) async throws {
        try await XKCDBinary.withDatabase { path in
            let database = try AppDatabase(path: path)
            let comics = try archive.bodies.values.map { Comic(raw: try APIComic.decode(from: $0)) }
            try await ComicCacheStore(database: database).cacheComics(comics, fetchedAt: Date())
            try await keystrokes(database: database, runs: runs)
            try await wholeProcess(database: path, runs: runs)
        }
    }

    /// Each prefix of each query as typed, one first page of 50 results each.
    static func keystrokes(database: AppDatabase, runs: Int) async throws {
        var samples: [Duration] = []
        for query in queries {
            for length in 1...query.count {
                let source = SearchComicDataSource(database: database, query: SearchQuery(String(query.prefix(length))))
                let timing = try await Timing.measure("", runs: runs) {
                    try await ContinuousClock().measure { _ = try await source.firstPage(size: 50) }
                }
                samples.append(timing.median)
            }
        }
        let all = Timing(
            label: "keystroke to first 50 results, every prefix of \(queries.count) queries (\(samples.count) medians)",
            samples: samples)
        print(all.summary)
    }

    static func wholeProcess(database: String, runs: Int) async throws {
        guard let binary = XKCDBinary.url else {
            print(
                "-- whole-process search: skipped, no xkcd binary beside xkcd-bench (build it: swift build -c release)")
            return
        }
        for query in queries {
            let timing = try await Timing.measure("xkcd search \(query) --offline, whole process", runs: runs) {
                let start = ContinuousClock.now
                let result = try await XKCDBinary.run(
                    binary, ["search", query, "--offline"], database: database, baseURL: nil)
                guard !result.stdout.isEmpty else { throw BenchmarkFailure("no results for \(query)") }
                return ContinuousClock.now - start
            }
            print(timing.summary)
        }
        let version = try await Timing.measure("for scale: xkcd --version, whole process", runs: runs) {
            let start = ContinuousClock.now
            _ = try await XKCDBinary.run(binary, ["--version"], database: database, baseURL: nil)
            return ContinuousClock.now - start
        }
        print(version.summary)
    }
}
