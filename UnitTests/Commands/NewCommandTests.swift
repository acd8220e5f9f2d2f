import ComicData
import ComicTestSupport
import Foundation
import Testing

@testable import xkcd

/// `xkcd new`, the shell prompt's check, in process against the stub server.
@Suite("xkcd new", .timeLimit(.minutes(1)))
struct NewCommandTests {
    @Test("the first check takes the newest as seen: nothing new, no output, exit 1")
    func firstCheckIsBaseline() async throws {
        try await withStubServer(.synthetic(through: 410)) { _, base in
            let runner = try CommandRunner(baseURL: base)
            let first = try await runner.run("new")
            #expect(first.status == 1 && first.stdout.isEmpty && first.stderr.isEmpty)
            let json = try await runner.run("new", "--json", "--offline")
            #expect(json.status == 1)
            #expect(
                json.stdout.contains("\"count\" : 0") && json.stdout.contains("\"last_seen\" : 410"), "\(json.stdout)")
        }
    }

    @Test("comics out since: one line naming them, --count the number alone, --json the list; exit 0")
    func newComicsNamed() async throws {
        try await withStubServer(.synthetic(through: 410)) { server, base in
            let runner = try CommandRunner(baseURL: base)
            _ = try await runner.run("new")
            await server.setArchive(.synthetic(through: 412))
            let line = try await runner.run("new", "--check-every", "0")
            #expect(line.status == 0 && line.stderr.isEmpty)
            // Only the newest came with the check; the one between is named by its number.
            #expect(line.stdout == "2 new xkcd comics: #411, #412 Comic 412\n")
            let count = try await runner.run("new", "--count")
            #expect(count.status == 0 && count.stdout == "2\n")
            let json = try await runner.run("new", "--json")
            #expect(json.status == 0 && json.stdout.contains("\"count\" : 2") && json.stdout.contains("\"num\" : 412"))
        }
    }

    @Test("within check-every the network is not asked; after it, one conditional request that a 304 answers")
    func conditionalAndSpaced() async throws {
        try await withStubServer(.synthetic(through: 410)) { server, base in
            let runner = try CommandRunner(baseURL: base)
            _ = try await runner.run("new")
            #expect(await server.requestCount == 1)
            #expect(await server.lastNewestConditions == .init(etag: nil, lastModified: nil))
            _ = try await runner.run("new")
            _ = try await runner.run("new", "--check-every", "1h")
            #expect(await server.requestCount == 1)

            let again = try await runner.run("new", "--check-every", "0")
            #expect(again.status == 1 && again.stdout.isEmpty)
            #expect(await server.requestCount == 2)
            #expect(await server.notModifiedCount == 1)
            let sent = await server.lastNewestConditions
            #expect(sent?.etag != nil && sent?.lastModified == StubConditions.servedLastModified)
        }
    }

    @Test("the config file's check-every spaces the checks, and xkcd config shows it")
    func configuredInterval() async throws {
        try await withStubServer(.synthetic(through: 410)) { server, base in
            let runner = try ConfigCommandTests.runner(base, config: "check-every = 0\n")
            _ = try await runner.run("new")
            _ = try await runner.run("new")
            #expect(await server.requestCount == 2)
            let shown = try await runner.run("config")
            #expect(shown.stdout.contains("check-every    = 0s  ("), "\(shown.stdout)")
            let standard = try await CommandRunner(baseURL: nil).run("config")
            #expect(standard.stdout.contains("check-every    = 1h  (default)\n"), "\(standard.stdout)")
            let bad = try await runner.run("new", "--check-every", "soon")
            #expect(bad.status == 64 && bad.stderr.contains("--check-every must be a duration"))
        }
    }

    @Test("show latest marks the newest as seen")
    func showLatestSees() async throws {
        try await withStubServer(.synthetic(through: 410)) { server, base in
            let runner = try CommandRunner(baseURL: base)
            _ = try await runner.run("new")
            await server.setArchive(.synthetic(through: 411))
            #expect(try await runner.run("new", "--check-every", "0").status == 0)
            #expect(try await runner.run("show", "latest").status == 0)
            let after = try await runner.run("new", "--offline")
            #expect(after.status == 1 && after.stdout.isEmpty)
        }
    }

    @Test("a silent server costs the prompt --timeout, then the database answers")
    func silentServer() async throws {
        try await withStubServer(.synthetic(through: 410)) { server, base in
            let runner = try CommandRunner(baseURL: base)
            _ = try await runner.run("new")
            await server.holdResponses()
            let start = ContinuousClock.now
            let held = try await runner.run("new", "--check-every", "0", "--timeout", "0.3")
            let elapsed = start.duration(to: .now)
            await server.releaseResponses()
            #expect(held.status == 1 && held.stdout.isEmpty && held.stderr.isEmpty)
            #expect(elapsed < .seconds(3), "took \(elapsed)")
            // The failed check counts as one: the next prompt does not wait again.
            _ = try await runner.run("new", "--timeout", "0.3")
            #expect(await server.requestCount == 2)
        }
    }
}
