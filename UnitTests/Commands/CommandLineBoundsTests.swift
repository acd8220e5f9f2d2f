import ComicTestSupport
import Foundation
import Testing

@Suite("Command lines longer than any use needs", .timeLimit(.minutes(1)))
struct CommandLineBoundsTests {
    @Test(
        "100,000 numbers or words: one line, exit 64, at once (argument-parser alone took minutes)",
        arguments: [["marks", "add"], ["show"], ["search"], ["bookmarks", "remove"]])
    func refusedAtOnce(command: [String]) async throws {
        let runner = try CommandRunner(baseURL: nil)
        let clock = ContinuousClock()
        let start = clock.now

        let result = try await runner.run(command + (1...100_000).map(String.init) + ["--offline"])

        #expect(clock.now - start < .seconds(5))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "Error: too many arguments (100,00\(command.count + 1)); at most 1,000: 'xkcd marks import' reads"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("990 numbers are within the bound; 65 search words are refused")
    func withinTheBounds() async throws {
        let runner = try CommandRunner(baseURL: nil)
        let numbers = (1...990).map(String.init)

        let added = try await runner.run(["marks", "add"] + numbers + ["--offline"])
        let search = try await runner.run(["search"] + (1...65).map { "word\($0)" } + ["--offline"])

        // Not cached offline, but read and checked: not refused for their count.
        #expect(added.status != 64 && !added.stderr.contains("too many"), "\(added.stderr)")
        #expect(search.status == 64)
        #expect(search.stderr.hasPrefix("Error: too many words to search for (65); at most 64"))
    }
}
