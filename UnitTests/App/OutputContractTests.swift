import ComicTestSupport
import Foundation
import Testing

@Suite("Output errors, through the binary", .serialized, .timeLimit(.minutes(1)))
struct OutputContractTests {
    /// Runs the binary through `sh -c script`, the binary's path as `$0`.
    func shell(_ script: String, _ runner: BinaryRunner) async throws -> ChildProcess.Result {
        try await ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script, try BinaryRunner.executable.path],
            environment: runner.environment)
    }

    func importBookmarks(_ text: String, into runner: BinaryRunner) async throws {
        let path = runner.directory.appendingPathComponent("marks.txt").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let imported = try await runner.run("bookmarks", "import", path, "--offline")
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    @Test("a full disk or a closed stdout is an error with one line; a reader that goes away is not")
    func writeErrors() async throws {
        let runner = try BinaryRunner(baseURL: nil)
        try await importBookmarks("5000\n", into: runner)

        for redirect in ["> /dev/full", ">&-"] {
            let result = try await shell(#""$0" bookmarks export --offline "# + redirect, runner)
            #expect(result.status == 1, "\(redirect)")
            #expect(result.stderr.hasPrefix("Error: cannot write the output: "), "\(redirect): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(redirect): \(result.stderr)")
        }
        let piped = try await shell(
            #"set -o pipefail 2>/dev/null; "$0" bookmarks export --offline | head -c 1"#, runner)
        #expect(piped.stderr.isEmpty)
    }

    @Test("a stderr that cannot be written (a terminal that hung up) keeps the exit status: no crash")
    func unwritableStandardError() async throws {
        let runner = try BinaryRunner(baseURL: nil)
        let usage = try await shell(#""$0" --no-such-flag 2> /dev/full"#, runner)
        #expect(usage.status == 64)
        let failure = try await shell(#""$0" show 5 --offline 2>&-"#, runner)
        #expect(failure.status == 1)
    }
}
