import ComicTestSupport
import Foundation
import Testing

/// A disk with no room for the `-shm` index SQLite makes beside a WAL
/// database: reading commands still work, read-only; a write fails with one
/// line and changes nothing. (Every command failed, `--offline` reads too.)
///
/// The full disk is a file-size limit of 1 KiB (`ulimit -f 1`, SIGXFSZ
/// ignored) on the binary alone: SQLite may create the `-shm` file but not
/// size it, and gets the error a full disk gives (`SQLITE_IOERR_SHMSIZE`).
@Suite("A full disk, through the binary", .serialized, .timeLimit(.minutes(1)))
struct FullDiskCommandTests {
    /// Runs the binary as the runner would, with no room to grow a file.
    static func runOnFullDisk(_ runner: BinaryRunner, _ arguments: String...) async throws -> ChildProcess.Result {
        let shell = URL(fileURLWithPath: "/bin/sh")
        let script = #"trap '' XFSZ; ulimit -f 1 && exec "$0" "$@""#
        return try await ChildProcess.run(
            shell, ["-c", script, try BinaryRunner.executable.path] + arguments, environment: runner.environment)
    }

    @Test("no -shm and no room: reads work read-only with one note; a write fails in one line, nothing changed")
    func readsWorkWritesFailCleanly() async throws {
        let server = try HostileServer(mode: .newest(30))
        defer { server.stop() }
        let runner = try BinaryRunner(baseURL: server.baseURL)
        #expect(try await runner.run("bookmarks", "add", "29").status == 0)
        #expect(try await runner.run("latest", "--count", "3").status == 0)
        let shm = runner.databasePath + "-shm"
        try #require(!FileManager.default.fileExists(atPath: shm), "the last connection removes the -shm")

        let latest = try await Self.runOnFullDisk(runner, "latest", "--offline", "--count", "3")
        #expect(latest.status == 0, "\(latest.stderr)")
        #expect(latest.stdout.split(separator: "\n").map { $0.prefix(3) } == ["30\t", "29\t", "28\t"])
        let lines = latest.stderr.split(separator: "\n")
        let note = "note: \(runner.databasePath) cannot be written ("
        #expect(lines.first?.hasPrefix(note) == true, "\(latest.stderr)")
        #expect(lines.first?.hasSuffix("): reading only, nothing new will be saved") == true, "\(latest.stderr)")
        #expect(lines.dropFirst() == ["offline: showing cached comics"], "\(latest.stderr)")

        let show = try await Self.runOnFullDisk(runner, "show", "29", "--offline")
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.hasPrefix("#29 Comic 29"), "\(show.stdout)")
        let bookmarks = try await Self.runOnFullDisk(runner, "bookmarks")
        #expect(bookmarks.status == 0, "\(bookmarks.stderr)")
        #expect(bookmarks.stdout.hasPrefix("29\t"), "\(bookmarks.stdout)")
        let search = try await Self.runOnFullDisk(runner, "search", "Comic", "--offline")
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout.contains("Comic 28"), "\(search.stdout)")

        let add = try await Self.runOnFullDisk(runner, "bookmarks", "add", "28", "--offline")
        #expect(add.status == 1, "\(add.stderr)")
        #expect(add.stderr.split(separator: "\n").count == 2, "\(add.stderr)")
        #expect(add.stderr.contains("Error: \(runner.databasePath): ") && add.stderr.contains("nothing was changed"))

        // With room again, the file opens as before, the bookmarks as they were.
        let after = try await runner.run("bookmarks", "--json")
        #expect(after.status == 0 && after.stderr.isEmpty, "\(after.stderr)")
        let numbers = try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [[String: Any]]
        #expect(numbers?.map { $0["num"] as? Int } == [29])
    }
}
