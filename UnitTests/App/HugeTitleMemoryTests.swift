import ComicData
import ComicTestSupport
import Foundation
import Testing

/// A 100 MB title a hostile hand wrote into the database: a whole process's
/// peak memory is the point, so the binary runs it under /usr/bin/time.
@Suite("A huge title in the database, through the binary", .timeLimit(.minutes(1)))
struct HugeTitleMemoryTests {
    @Test("a 100 MB title is cut in SQL: latest --offline holds it once, in SQLite, never copies of it")
    func hugeTitleBounded() async throws {
        let shell = URL(fileURLWithPath: "/usr/bin/sqlite3")
        try #require(FileManager.default.isExecutableFile(atPath: shell.path), "needs the sqlite3 shell")
        let time = URL(fileURLWithPath: "/usr/bin/time")
        try #require(FileManager.default.isExecutableFile(atPath: time.path), "needs /usr/bin/time")
        let runner = try BinaryRunner(baseURL: nil)
        do {
            let database = try AppDatabase(path: runner.databasePath, connections: .one)
            try await ComicCacheStore(database: database).cacheComics((1...5).map(SyntheticComic.comic(number:)))
        }
        let update = try await ChildProcess.run(
            shell,
            [
                runner.databasePath,
                // Without the write-ahead log and fsync: 100 MB written once, not thrice (the app sets WAL again).
                "PRAGMA journal_mode = DELETE; PRAGMA synchronous = OFF;"
                    + "UPDATE comic SET title = hex(zeroblob(50000000)) WHERE number = 5",
            ])
        #expect(update.status == 0, "\(update.stderr)")

        let result = try await ChildProcess.run(
            time, ["-f", "peak %M", try BinaryRunner.executable.path, "latest", "--offline", "--count", "3"],
            environment: runner.environment)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(String(repeating: "0", count: 20)), "the title, cut")
        let peak = result.stderr.split(separator: "\n").last { $0.hasPrefix("peak ") }
        let kilobytes = try #require(peak.flatMap { Int($0.dropFirst(5)) }, "\(result.stderr)")
        // The title is 100 MB, which SQLite reads once to cut it; read whole and copied it peaked at 500 MB.
        #expect(kilobytes < 200 * 1024, "peak \(kilobytes) KiB")
    }
}
