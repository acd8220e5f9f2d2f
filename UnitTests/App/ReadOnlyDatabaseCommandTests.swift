import ComicData
import ComicTestSupport
import Foundation
import Testing

/// A database file the user may read but not write. Only a process can be
/// that user (root writes anything), so this runs the binary through
/// `setpriv` as nobody.
@Suite("A read-only database, through the binary", .serialized, .timeLimit(.minutes(1)))
struct ReadOnlyDatabaseCommandTests {
    @Test("a read-only database: reading commands work with one note; a write fails naming the file")
    func readOnlyDatabase() async throws {
        let server = try HostileServer(mode: .newest(30))
        defer { server.stop() }
        let runner = try BinaryRunner(baseURL: server.baseURL)
        // Filled in process, as `bookmarks add 29` would: the runs that need a process are the reader's.
        do {
            var configuration = ComicServices.Configuration(databasePath: runner.databasePath)
            configuration.baseURL = server.baseURL
            _ = try await ComicServices(configuration).marks(.bookmark).add([29])
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: runner.databasePath)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: runner.directory.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: runner.directory.path)
        }
        let asUser = try ReadOnlyRunner(runner)

        let list = try await asUser.run("bookmarks", "list")
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("29"))
        #expect(list.stderr == "note: \(runner.databasePath) is read-only: reading only, nothing new will be saved\n")

        let show = try await asUser.run("show", "5")
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.hasPrefix("#5 Comic 5"))
        #expect(show.stderr.split(separator: "\n").count == 1)

        let add = try await asUser.run("bookmarks", "add", "30")
        #expect(add.status != 0)
        #expect(add.stderr.contains(runner.databasePath) && add.stderr.contains("readonly"), "\(add.stderr)")
        #expect(add.stderr.split(separator: "\n").count == 2)
    }
}

/// Runs the binary as a user who may read the runner's database but not
/// write it: as root (who may write anything) through `setpriv` as nobody.
struct ReadOnlyRunner {
    let runner: BinaryRunner

    init(_ runner: BinaryRunner) throws {
        self.runner = runner
    }

    func run(_ arguments: String...) async throws -> ChildProcess.Result {
        var environment = [
            "HOME": runner.directory.path, "XKCD_DB": runner.databasePath, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
        ]
        if let baseURL = runner.baseURL { environment["XKCD_BASE_URL"] = baseURL.absoluteString }
        let executable = try BinaryRunner.executable
        guard getuid() == 0 else { return try await ChildProcess.run(executable, arguments, environment: environment) }
        return try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/setpriv"),
            ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments,
            environment: environment)
    }
}
