import ComicData
import Foundation

/// Times `bookmarks import` of 10,000 numbers: reading the file and adding
/// every bookmark in one transaction, into a fresh database file each run.
enum ImportBenchmark {
    static let count = 10_000

    static func run(runs: Int) async throws {
        // What people paste: numbers one per line.
        let file = Data((1...count).map(String.init).joined(separator: "\n").utf8)
        let timing = try await Timing.measure("import of \(count) numbers (parse + one transaction)", runs: runs) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "xkcd-bench-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let database = try AppDatabase(path: folder.appendingPathComponent("xkcd.sqlite").path)
            return try await ContinuousClock().measure {
                let entries = try MarkFileReader.entries(in: file, kind: .bookmark)
                let summary = try await MarkRepository(.bookmark, store: BookmarkStore(database: database))
                    .importMarks(entries, now: Date())
                guard summary.added == count else { throw BenchmarkError.notAllImported(summary.added) }
            }
        }
        print(timing.summary)
        print("goal: under 1 s")
    }

    private enum BenchmarkError: Error {
        case notAllImported(Int)
    }
}
