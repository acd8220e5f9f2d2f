import ComicData
import ComicTestSupport
import Foundation
import Testing

/// What only a process shows: a command ended by SIGKILL or Ctrl-C keeps
/// what it committed and says so, and one whose reader went away (`| head`)
/// ends quietly, not by SIGPIPE. The rest of each command runs in process
/// (CommandTests).
@Suite("Signals and closed pipes, through the binary", .timeLimit(.minutes(2)))
struct SignalCommandTests {
    /// More comics than one batch (100): the stub answers `answered` requests,
    /// then holds the rest, so a run stops with a batch committed and more to fetch.
    static let newest = 130
    static let answered = 110
    static let archive = ComicArchive.synthetic(through: newest)

    /// The run is stuck on held requests and has committed what it will
    /// before they are answered.
    static func stalled(_ server: StubXKCDServer, _ database: AppDatabase) async throws -> Bool {
        guard await server.requestCount > answered else { return false }
        return try await SearchIndex(database: database).coverage().searchedCount > 0
    }

    /// Runs `arguments` and presses Ctrl-C once the run is stuck on the held requests.
    static func interruptedWhenStalled(
        _ arguments: [String], _ runner: BinaryRunner, _ server: StubXKCDServer, _ database: AppDatabase
    ) async throws -> ChildProcess.Result {
        try await ChildProcess.runUntilSignalled(
            try BinaryRunner.executable, arguments, environment: runner.environment, signal: .interrupt
        ) {
            try await stalled(server, database)
        }
    }

    @Test("kill -9 mid-sync: the next run fetches only what was not committed")
    func killedMidSync() async throws {
        try await withStubServer(Self.archive) { server, base in
            await server.holdResponses(after: Self.answered)
            let runner = try BinaryRunner(baseURL: base)
            let database = try AppDatabase(path: runner.databasePath)

            let status = try await ChildProcess.runUntilKilled(
                try BinaryRunner.executable, ["sync", "--concurrency", "4"], environment: runner.environment
            ) {
                try await Self.stalled(server, database)
            }

            #expect(status == 137, "killed by SIGKILL")
            let committed = try await SearchIndex(database: database).coverage()
            #expect(committed.searchedCount > 0 && committed.searchedCount < Self.newest)
            // The newest is committed with the first batch; archiveCount is it less the numbers known missing.
            let knownMissing = Self.newest - committed.archiveCount

            // The resumed run talks to a server of its own: requests the killed
            // run left in the first one's queue cannot be counted as its.
            let (resumed, requests) = try await withStubServer(Self.archive) { resumeServer, resumeBase in
                let resumed = try await runner.run(["sync"], environment: ["XKCD_BASE_URL": resumeBase.absoluteString])
                return (resumed, await resumeServer.requestCount)
            }

            #expect(resumed.status == 0, "\(resumed.stderr)")
            #expect(
                requests == 1 + Self.newest - committed.searchedCount - knownMissing,
                "committed \(committed), resumed: \(resumed.stdout) \(resumed.stderr)")
            #expect(
                try await SearchIndex(database: database).coverage()
                    == SearchCoverage(searchedCount: Self.newest, archiveCount: Self.newest))
        }
    }

    @Test("Ctrl-C mid-sync: one line saying how many comics were saved and that a rerun resumes; exit 130")
    func interruptedSync() async throws {
        try await withStubServer(Self.archive) { server, base in
            await server.holdResponses(after: Self.answered)
            let runner = try BinaryRunner(baseURL: base)
            let database = try AppDatabase(path: runner.databasePath)

            let result = try await Self.interruptedWhenStalled(
                ["sync", "--concurrency", "4"], runner, server, database)

            #expect(result.status == 130, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            let saved = try await SearchIndex(database: database).coverage().searchedCount
            #expect(saved > 0 && saved < Self.newest)
            #expect(result.stderr == "interrupted: \(saved) comics saved; run `xkcd sync` again to resume\n")

            await server.releaseResponses()
            let resumed = try await runner.run("sync")
            #expect(resumed.status == 0, "\(resumed.stderr)")
            #expect(
                try await SearchIndex(database: database).coverage()
                    == SearchCoverage(searchedCount: Self.newest, archiveCount: Self.newest))
        }
    }

    @Test("Ctrl-C mid-import: the bookmarks are kept, one line says how many comics were saved; exit 130")
    func interruptedImport() async throws {
        try await withStubServer(Self.archive) { server, base in
            await server.holdResponses(after: Self.answered)
            let runner = try BinaryRunner(baseURL: base)
            let path = runner.directory.appendingPathComponent("marks.txt").path
            let marks = (1...Self.newest).map(String.init).joined(separator: ",")
            try Data(marks.utf8).write(to: URL(fileURLWithPath: path))
            let database = try AppDatabase(path: runner.databasePath)

            let result = try await Self.interruptedWhenStalled(["bookmarks", "import", path], runner, server, database)

            #expect(result.status == 130, "\(result.stderr)")
            let saved = try await SearchIndex(database: database).coverage().searchedCount
            #expect(saved > 0 && saved < Self.newest)
            #expect(
                result.stderr
                    == "interrupted: \(saved) comics saved; run `xkcd bookmarks import \(path)` again to resume\n")
            #expect(try await MarkTransferStore(database: database).exportedMarks(.bookmark).count == Self.newest)

            await server.releaseResponses()
            let resumed = try await runner.run("bookmarks", "import", path)
            #expect(resumed.status == 0, "\(resumed.stderr)")
            #expect(try await BookmarkStore(database: database).numbersNotCached() == [])
        }
    }

    @Test("a reader that went away (| head) ends every command quietly with 0, not SIGPIPE's 141")
    func closedPipe() async throws {
        try await withComicSite(.small) { base in
            let runner = try BinaryRunner(baseURL: base)
            _ = try await runner.run("marks", "add", "3", "4")
            for arguments in [
                ["latest", "--count", "30"], ["latest", "--count", "30", "--json"], ["marks", "export"],
                ["show", "5"], ["bookmarks", "export"], ["marks", "list", "--json"],
            ] {
                let result = try await ChildProcess.runIntoClosedPipe(
                    try BinaryRunner.executable, arguments, environment: runner.environment)
                #expect(result.status == 0, "\(arguments)")
                #expect(result.stderr.isEmpty, "\(arguments): \(result.stderr)")
            }
        }
    }

    @Test("an image for a reader that went away (| true) ends quietly with 0, like text")
    func closedPipeImage() async throws {
        try await withStubServer(.synthetic(through: 20)) { _, base in
            let runner = try BinaryRunner(baseURL: base)
            let result = try await ChildProcess.runIntoClosedPipe(
                try BinaryRunner.executable, ["show", "5", "--images", "symbols"],
                environment: runner.environment.merging(["TERM": "xterm-256color"]) { $1 })
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
    }
}
