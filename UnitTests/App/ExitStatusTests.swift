import ComicTestSupport
import Foundation
import Testing

/// The process ends as each command line decided in process (CommandTests):
/// help on stdout with 0, a usage error 64, a failure's one line 1, grep's 1
/// for no match, each message on its own stream.
@Suite("Exit statuses, through the binary", .timeLimit(.minutes(1)))
struct ExitStatusTests {
    @Test("help and --version exit 0 on stdout; a usage error 64, a failure and no match 1, on stderr")
    func statuses() async throws {
        let runner = try BinaryRunner(baseURL: nil)
        let help = try await runner.run("bookmarks", "add", "--help")
        #expect(help.status == 0 && help.stdout.contains("USAGE: xkcd bookmarks add") && help.stderr.isEmpty)
        let version = try await runner.run("--version")
        #expect(version.status == 0 && version.stdout == "0.1.0\n")

        let typo = try await runner.run("lates")
        #expect(typo.status == 64 && typo.stdout.isEmpty)
        #expect(typo.stderr.hasPrefix("Error: unknown command 'lates'; did you mean 'latest'?\n"))

        let missing = try await runner.run("show", "5", "--offline")
        #expect(missing.status == 1 && missing.stdout.isEmpty)
        #expect(missing.stderr.hasPrefix("Error: ") && missing.stderr.split(separator: "\n").count == 1)

        let none = try await runner.run("search", "zzzqqq", "--offline")
        #expect(none.status == 1 && none.stdout.isEmpty && !none.stderr.hasPrefix("Error"))
    }
}
