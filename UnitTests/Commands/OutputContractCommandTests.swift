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

    @Test("latest piped against a server answering 500: one summary line on stderr, not one per comic")
    func failingServerOneSummary() async throws {
        try await withStubServer(try .small) { server, base in
            for number in 300...409 { await server.setFault(.status(500), for: .comic(number)) }
            let runner = try CommandRunner(baseURL: base)

            let result = try await runner.run("latest")

            #expect(result.status == 3)
            #expect(result.stdout.hasPrefix("410\t"))
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(result.stderr)")
            #expect(lines.first?.hasPrefix("incomplete: got 1 of 20 comics;") == true)
            #expect(lines.first?.contains(" failed, #409 to #") == true)
        }
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
