import ComicTestSupport
import Foundation
import NetworkFirst
import Testing

/// libcurl starts loading from a constructor, before `main`, for the command
/// lines whose answer starts with a request (Source/NetworkFirst); every
/// other line must not pay for the load, and a closed stdout must stay refused.
@Suite("libcurl loaded before main for an online latest", .timeLimit(.minutes(1)))
struct NetworkFirstStartTests {
    @Test(
        "the load is wanted for latest online, whatever follows; not offline, for another command, or latest later",
        arguments: [
            (["latest"], true), (["latest", "--count", "20", "--json"], true), (["latest", "--help"], true),
            (["latest", "--offline"], false), (["latest", "--count", "3", "--offline"], false),
            (["--offline", "latest"], false), (["show", "latest"], false), (["search", "latest"], false),
            ([], false), (["Latest"], false),
        ])
    func wanted(arguments: [String], expected: Bool) {
        #expect(Self.wanted(["xkcd"] + arguments) == expected, "\(arguments)")
    }

    @Test("latest with stdout closed: one line, exit 1, and no request leaves")
    func closedOutput() async throws {
        try await withStubServer(.synthetic(through: 40)) { server, baseURL in
            let runner = try BinaryRunner(baseURL: baseURL)
            // The shell closes descriptor 1, then becomes xkcd.
            let result = try await runner.run(
                ["-c", "exec \"$0\" latest --count 5 >&-", try BinaryRunner.executable.path],
                through: URL(fileURLWithPath: "/bin/sh"))
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr == "Error: cannot write the output: stdout is closed\n", "\(result.stderr)")
            #expect(await server.requestCount == 0)
        }
    }

    private static func wanted(_ words: [String]) -> Bool {
        let copies = words.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return copies.withUnsafeBufferPointer { xkcd_network_first_wanted(Int32(words.count), $0.baseAddress) } != 0
    }
}
