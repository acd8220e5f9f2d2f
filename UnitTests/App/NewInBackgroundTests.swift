import ComicTestSupport
import Foundation
import Testing

/// `xkcd new --no-wait`, through the binary: the refresh it starts is a
/// process of its own, detached, that never writes to the terminal.
@Suite("xkcd new --no-wait, through the binary", .timeLimit(.minutes(1)))
struct NewInBackgroundTests {
    @Test("--no-wait answers from the database while the check it started waits on the server")
    func answersAtOnce() async throws {
        try await withStubServer(.synthetic(through: 410)) { server, base in
            let runner = try BinaryRunner(baseURL: base)
            // Given a server that answers nothing yet
            await server.holdResponses()
            // When the prompt asks
            let start = ContinuousClock.now
            let first = try await runner.run("new", "--no-wait", "--timeout", "10")
            #expect(start.duration(to: .now) < .seconds(5), "the prompt waited for the refresh")
            // Then it has answered (its output closed: the background refresh does not hold the pipe)
            #expect(first.status == 1 && first.stdout.isEmpty && first.stderr.isEmpty)
            await server.waitUntilRequests(1)
            // and a second prompt starts no second refresh while the first is out.
            _ = try await runner.run("new", "--no-wait")
            await server.releaseResponses()
            try await Self.waitFor(runner, count: nil, lastSeen: 410)
            #expect(await server.requestCount == 1)

            // A newer comic: the prompt that starts the refresh still answers from the database; the next knows.
            await server.setArchive(.synthetic(through: 411))
            let due = try await runner.run("new", "--no-wait", "--check-every", "0")
            #expect(due.status == 1 && due.stdout.isEmpty && due.stderr.isEmpty)
            try await Self.waitFor(runner, count: 1, lastSeen: 410)
            let known = try await runner.run("new", "--no-wait")
            #expect(known.status == 0 && known.stdout == "1 new xkcd comic: #411 Comic 411\n")
        }
    }

    @Test("with check-every 0, prompts that come while a background check is out start no check of their own")
    func oneCheckAtATime() async throws {
        try await withStubServer(.synthetic(through: 410)) { server, base in
            let runner = try BinaryRunner(baseURL: base)
            // Given a background check held by the server
            await server.holdResponses()
            _ = try await runner.run("new", "--no-wait", "--check-every", "0", "--timeout", "10")
            await server.waitUntilRequests(1)
            // When more prompts come while it is out
            for _ in 0..<3 { _ = try await runner.run("new", "--no-wait", "--check-every", "0", "--timeout", "10") }
            // Then once it is answered and gone, it was the only request.
            await server.releaseResponses()
            try await Self.waitFor(runner, count: nil, lastSeen: 410)
            try await Self.waitUntilNoCheckIsOut(runner)
            let requests = await server.requestCount
            #expect(requests == 1, "\(requests) requests")
        }
    }

    /// Waits (at most ten seconds) until the background checks' lock can be taken: none is out.
    static func waitUntilNoCheckIsOut(_ runner: BinaryRunner) async throws {
        let lock = runner.databasePath + "-check.lock"
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let descriptor = open(lock, O_RDWR | O_CLOEXEC)
            if descriptor >= 0 {
                defer { close(descriptor) }
                if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("no background check took the lock, or one still holds it")
    }

    /// Asks the database (`--offline`) until it says `count` new comics since `lastSeen`, for at most ten seconds.
    static func waitFor(_ runner: BinaryRunner, count: Int?, lastSeen: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        var last = ""
        while ContinuousClock.now < deadline {
            last = try await runner.run("new", "--json", "--offline").stdout
            if last.contains("\"last_seen\" : \(lastSeen)"), last.contains("\"count\" : \(count ?? 0)") { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("the background refresh did not land: \(last)")
    }
}
