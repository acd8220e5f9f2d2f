import ComicTestSupport
import Foundation
import Testing

@Suite("The output contract for uncached bookmarks and special database paths", .timeLimit(.minutes(1)))
struct OutputContractCommandTests {
    func importBookmarks(_ text: String, into runner: CommandRunner) async throws {
        let path = runner.directory.appendingPathComponent("marks.txt").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let imported = try await runner.run("bookmarks", "import", path, "--offline")
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    @Test("bookmarks images counts the bookmarks it cannot cover because their comics are not cached")
    func imagesOfUncachedBookmarks() async throws {
        let runner = try CommandRunner(baseURL: nil)
        try await importBookmarks("5000\n5001\n", into: runner)

        let report = try await runner.run("bookmarks", "images", "--offline")

        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("2 bookmarked comics are not cached"))
        #expect(!report.stdout.contains("Every bookmarked comic's image is saved."))
    }

    @Test("--db naming a device or a FIFO is one line, no hang, nothing created beside it")
    func specialDatabasePaths() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let fifo = runner.directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)

        for path in ["/dev/null", fifo] {
            let result = try await runner.run(["search", "x", "--offline", "--db", path])
            #expect(result.status != 0, "\(path)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(path): \(result.stderr)")
            #expect(result.stderr.contains("not a database file"), "\(path): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: fifo + "-journal"))
    }
}
