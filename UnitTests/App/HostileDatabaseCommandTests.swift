import ComicTestSupport
import Foundation
import Testing

/// The database as a hostile or damaged file may leave it, through the binary.
@Suite("Hostile database files, through the binary", .serialized, .timeLimit(.minutes(1)))
struct HostileDatabaseCommandTests {
    /// Runs `sql` on the runner's database with the sqlite3 shell, as a hostile hand would.
    @discardableResult
    static func sqlite(_ runner: BinaryRunner, _ sql: String) async throws -> String {
        let shell = URL(fileURLWithPath: "/usr/bin/sqlite3")
        try #require(FileManager.default.isExecutableFile(atPath: shell.path), "needs the sqlite3 shell")
        let result = try await ChildProcess.run(shell, [runner.databasePath, sql])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test("a 100 MB title is cut in SQL: latest --offline holds it once, in SQLite, never copies of it")
    func hugeTitleBounded() async throws {
        let runner = try BinaryRunner(baseURL: nil)
        try await withStubServer(.synthetic(through: 5)) { _, base in
            let warm = try await runner.run(
                ["latest", "--count", "3"], environment: ["XKCD_BASE_URL": base.absoluteString])
            #expect(warm.status == 0, "\(warm.stderr)")
        }
        try await Self.sqlite(
            runner, "UPDATE comic SET title = replace(hex(zeroblob(50000000)), '00', 'ab') WHERE number = 5")
        let time = URL(fileURLWithPath: "/usr/bin/time")
        try #require(FileManager.default.isExecutableFile(atPath: time.path), "needs /usr/bin/time")
        let result = try await ChildProcess.run(
            time, ["-f", "peak %M", try BinaryRunner.executable.path, "latest", "--offline", "--count", "3"],
            environment: runner.environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("abab"))
        let peak = result.stderr.split(separator: "\n").last { $0.hasPrefix("peak ") }
        let kilobytes = try #require(peak.flatMap { Int($0.dropFirst(5)) }, "\(result.stderr)")
        // The title is 100 MB, which SQLite reads once to cut it; read whole and copied it peaked at 500 MB.
        #expect(kilobytes < 200 * 1024, "peak \(kilobytes) KiB")
    }

    @Test("a trigger added to the comic table is refused before it can run: bookmarks stay")
    func triggerRefused() async throws {
        let runner = try BinaryRunner(baseURL: nil)
        try await withStubServer(.synthetic(through: 8)) { _, base in
            let environment = ["XKCD_BASE_URL": base.absoluteString]
            #expect(try await runner.run(["bookmarks", "add", "3"], environment: environment).status == 0)
            try await Self.sqlite(runner, "CREATE TRIGGER wipe AFTER INSERT ON comic BEGIN DELETE FROM bookmark; END")
            let shown = try await runner.run(["show", "5"], environment: environment)
            #expect(shown.status != 0)
            #expect(shown.stderr.contains("it holds a trigger 'wipe' that xkcd did not create"), "\(shown.stderr)")
            #expect(try await Self.sqlite(runner, "SELECT count(*) FROM bookmark") == "1\n")
        }
    }

    @Test("importing a folder says so in one line, not with a Foundation error code")
    func importFolder() async throws {
        let runner = try BinaryRunner(baseURL: nil)
        let result = try await runner.run("bookmarks", "import", runner.directory.path, "--offline")
        #expect(result.status != 0)
        #expect(result.stderr == "Error: cannot import \(runner.directory.path): it is a folder, not a mark file\n")
    }
}

/// The newest number moving back (a server restored from an old backup).
@Suite("The newest number moves back", .serialized, .timeLimit(.minutes(1)))
struct NewestMovesBackCommandTests {
    @Test("sync never counts more numbers done than the newest has")
    func syncCounts() async throws {
        let runner = try BinaryRunner(baseURL: nil)
        try await withStubServer(.synthetic(through: 30)) { _, base in
            // The newest three cached: above anything the server will say next.
            let first = try await runner.run(
                ["latest", "--count", "3"], environment: ["XKCD_BASE_URL": base.absoluteString])
            #expect(first.status == 0, "\(first.stderr)")
        }
        try await withStubServer(.synthetic(through: 12)) { _, base in
            let again = try await runner.run(["sync"], environment: ["XKCD_BASE_URL": base.absoluteString])
            let output = again.stdout + again.stderr
            #expect(output.contains("Synced 12 comics"), "\(output)")
            #expect(output.contains("; 12 of 12 numbers done."), "\(output)")
        }
    }
}
