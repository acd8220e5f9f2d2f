import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("xkcd sync and xkcd search, run as a person would", .serialized, .timeLimit(.minutes(2)))
struct SyncAndSearchCommandTests {
    func numbers(_ json: String) throws -> [Int] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try #require(object as? [[String: Any]]).compactMap { $0["num"] as? Int }
    }

    @Test("sync piped: one summary line, no progress bar; a second run is up to date")
    func syncSummary() async throws {
        try await withStubServer(try .small) { server, base in
            let runner = try CommandRunner(baseURL: base)

            let first = try await runner.run("sync", "--concurrency", "8")

            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout.hasPrefix("Synced 409 comics; 1 number does not exist (404) in "))
            #expect(first.stdout.hasSuffix("; 410 of 410 numbers done.\n"))
            #expect(first.stderr.isEmpty)
            #expect(!first.stderr.contains("\r") && !first.stderr.utf8.contains(0x1B))
            #expect(await server.requestCount == 410)

            await server.resetCounters()
            let second = try await runner.run("sync")
            #expect(second.status == 0, "\(second.stderr)")
            #expect(second.stdout == "Up to date: every comic through 410 is cached.\n")
            #expect(await server.requestCount == 1)
        }
    }

    @Test("offline, a number sync found to be no comic is said to be none, not uncached")
    func offlineKnownMissing() async throws {
        try await withStubServer(ComicArchive.synthetic(through: 410)) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let before = try await runner.run("show", "404", "--offline")
            #expect(before.stderr == "Error: comic 404 is not cached (--offline)\n", "nothing known yet")

            #expect(try await runner.run("sync").status == 0)
            let after = try await runner.run("show", "404", "--offline")

            #expect(after.status != 0 && after.stdout.isEmpty)
            #expect(after.stderr == "Error: there is no comic 404\n")
            let other = try await runner.run("show", "411", "--offline")
            #expect(other.stderr == "Error: comic 411 is not cached (--offline)\n")
        }
    }

    @Test("a comic that keeps failing: named on stderr, the rest kept, a non-zero exit")
    func syncFailure() async throws {
        try await withStubServer(try .small) { server, base in
            await server.setFault(.status(403), for: .comic(12))
            let runner = try CommandRunner(baseURL: base)

            let result = try await runner.run("sync")

            #expect(result.status != 0)
            #expect(result.stderr.contains("warning: comic 12 not fetched: "))
            #expect(result.stderr.hasSuffix("Error: 1 comic could not be fetched; run `xkcd sync` again to retry\n"))
            let offline = try await runner.run("search", "Comic", "11", "--offline", "--json")
            #expect(try numbers(offline.stdout).first == 11)
            #expect(offline.stderr == "searched 408 of 409 comics; run `xkcd sync` for all\n")
        }
    }

    @Test("search works offline on what is cached, and says how much that was")
    func searchPartialCache() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            _ = try await runner.run("latest", "--count", "12")

            let result = try await runner.run("search", "encodings", "--offline")

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("407\t2008-03-07\tEncodings\n"), "piped: tab-separated")
            #expect(result.stdout.split(separator: "\n").count == 1)
            let cached = try numbers(try await runner.run("latest", "--offline", "--count", "500", "--json").stdout)
                .count
            #expect(cached >= 12 && cached < 409)
            // Of 410 numbers, 409 comics: xkcd has no 404.
            #expect(result.stderr == "searched \(cached) of 409 comics; run `xkcd sync` for all\n")
        }
    }

    @Test("search --json: the same objects as latest --json, best first, bookmarks marked")
    func searchJSON() async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            #expect(try await runner.run("sync").status == 0)
            #expect(try await runner.run("bookmarks", "add", "409").status == 0)

            let result = try await runner.run("search", "naive", "cafe", "--json")

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
            let list = try #require(object as? [[String: Any]])
            #expect(list.compactMap { $0["num"] as? Int } == [409])
            #expect(list.first?["bookmarked"] as? Bool == true)
            #expect(list.first?["title"] as? String == "Naïve Café")
        }
    }

    @Test(
        "no match prints nothing on stdout, says so on stderr and exits 1; FTS syntax is plain words",
        arguments: [
            ["search", "zzzzqqq"], ["search", "\"", "AND", "(", "title:x", "-", "*", "NEAR("],
            ["search", "'); DROP TABLE comic;--"],
        ])
    func noMatch(arguments: [String]) async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            #expect(try await runner.run("sync").status == 0)

            let result = try await runner.run(arguments + ["--offline"])

            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "no comics match '\(arguments.dropFirst().joined(separator: " "))'\n")
            #expect(try await runner.run("search", "Guest", "Week", "--offline").stdout.contains("Guest Week"))
        }
    }

    @Test("search with an empty cache: nothing printed, no match (exit 1), a note that says to sync")
    func searchEmptyCache() async throws {
        let result = try await CommandRunner(baseURL: nil).run("search", "anything", "--offline")

        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "no comics match 'anything'\nno comics are cached yet; run `xkcd sync` to search them all\n")
    }

    @Test(
        "bad arguments: a usage error, nothing written",
        arguments: [
            ["sync", "--concurrency", "0"], ["sync", "--concurrency", "101"], ["sync", "--offline"], ["search"],
            ["search", "x", "--count", "0"],
        ])
    func badArguments(arguments: [String]) async throws {
        let runner = try CommandRunner(baseURL: nil)
        let result = try await runner.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("Error:"))
        #expect(!FileManager.default.fileExists(atPath: runner.databasePath))
    }
}
