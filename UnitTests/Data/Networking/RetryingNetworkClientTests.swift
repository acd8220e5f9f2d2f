import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Retrying transient failures")
struct RetryingNetworkClientTests {
    let url = URL(string: "http://stub.test/1/info.0.json")!

    /// Records the waits the client asks for instead of waiting.
    actor SleepLog {
        private(set) var delays: [Duration] = []
        func record(_ delay: Duration) { delays.append(delay) }
    }

    func retrying(
        _ base: ScriptedNetworkClient, log: SleepLog, random: Double = 1,
        now: Date = Date(timeIntervalSince1970: 0)
    ) -> RetryingNetworkClient<ScriptedNetworkClient> {
        RetryingNetworkClient(
            base: base,
            policy: RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(100), maximumDelay: .seconds(5)),
            sleep: { await log.record($0) },
            random: { random },
            now: { now })
    }

    @Test("5xx twice then 200: the 200 comes back after exponential backoff")
    func serverErrorsThenSuccess() async throws {
        let base = ScriptedNetworkClient { _ in .status(200) }
        await base.script(url, .status(500), .status(503))
        let log = SleepLog()
        let response = try await retrying(base, log: log).send(NetworkRequest(url: url))
        #expect(response.statusCode == 200)
        #expect(await base.requestCount(for: url) == 3)
        #expect(await log.delays == [.milliseconds(100), .milliseconds(200)])
    }

    @Test("jitter scales each wait by a random factor")
    func jitter() async throws {
        let base = ScriptedNetworkClient { _ in .status(200) }
        await base.script(url, .status(500))
        let log = SleepLog()
        _ = try await retrying(base, log: log, random: 0.25).send(NetworkRequest(url: url))
        #expect(await log.delays == [.milliseconds(25)])
    }

    @Test("a status that stays 5xx is returned after the last attempt")
    func persistentServerError() async throws {
        let base = ScriptedNetworkClient { _ in .status(500) }
        let log = SleepLog()
        let response = try await retrying(base, log: log).send(NetworkRequest(url: url))
        #expect(response.statusCode == 500)
        #expect(await base.requestCount(for: url) == 3)
    }

    @Test("statuses that are not transient are not retried", arguments: [200, 301, 400, 403, 404])
    func notRetried(status: Int) async throws {
        let base = ScriptedNetworkClient { _ in .status(status) }
        let log = SleepLog()
        let response = try await retrying(base, log: log).send(NetworkRequest(url: url))
        #expect(response.statusCode == status)
        #expect(await base.requestCount(for: url) == 1)
        #expect(await log.delays.isEmpty)
    }

    @Test("429 waits as long as Retry-After says, in seconds")
    func retryAfterSeconds() async throws {
        let base = ScriptedNetworkClient { _ in .status(200) }
        await base.script(url, .status(429, headers: ["Retry-After": "2"]))
        let log = SleepLog()
        let response = try await retrying(base, log: log).send(NetworkRequest(url: url))
        #expect(response.statusCode == 200)
        #expect(await log.delays == [.seconds(2)])
    }

    @Test("429 with Retry-After as an HTTP date waits until that date")
    func retryAfterDate() async throws {
        let base = ScriptedNetworkClient { _ in .status(200) }
        await base.script(url, .status(429, headers: ["Retry-After": "Thu, 01 Jan 1970 00:00:03 GMT"]))
        let log = SleepLog()
        _ = try await retrying(base, log: log, now: Date(timeIntervalSince1970: 1)).send(NetworkRequest(url: url))
        #expect(await log.delays == [.seconds(2)])
    }

    @Test("a Retry-After longer than we wait returns the 429 at once")
    func retryAfterTooLong() async throws {
        let base = ScriptedNetworkClient { _ in .status(200) }
        await base.script(url, .status(429, headers: ["Retry-After": "3600"]))
        let log = SleepLog()
        let response = try await retrying(base, log: log).send(NetworkRequest(url: url))
        #expect(response.statusCode == 429)
        #expect(await base.requestCount(for: url) == 1)
    }

    @Test("a timeout gets one retry with backoff (each try already waited a whole timeout), then the error is thrown")
    func timeouts() async throws {
        let base = ScriptedNetworkClient { _ in .failure(.timedOut(URL(string: "http://stub.test")!)) }
        let log = SleepLog()
        await #expect(throws: NetworkError.timedOut(URL(string: "http://stub.test")!)) {
            try await retrying(base, log: log).send(NetworkRequest(url: url))
        }
        #expect(await base.requestCount(for: url) == 2)
        #expect(await log.delays == [.milliseconds(100)])
    }

    @Test("retries draw on the task's page budget: once it is spent, failures come back at once")
    func pageBudget() async throws {
        let base = ScriptedNetworkClient { _ in .status(500) }
        let other = try #require(URL(string: "http://stub.test/other"))
        let budget = RetryBudget(retries: 3)
        let statuses = try await RetryBudget.$current.withValue(budget) {
            let client = retrying(base, log: SleepLog())
            return [
                try await client.send(NetworkRequest(url: url)).statusCode,
                try await client.send(NetworkRequest(url: other)).statusCode,
            ]
        }
        #expect(statuses == [500, 500])
        #expect(await base.requestCount(for: url) == 3)
        #expect(await base.requestCount(for: other) == 2)
        #expect(budget.retriesLeft == 0)
    }

    @Test("a page's budget grows by each good answer (a 404 too), not by failures: a flaky server pays its way")
    func earnedRetries() async throws {
        let flaky = try #require(URL(string: "http://stub.test/2/info.0.json"))
        let missing = try #require(URL(string: "http://stub.test/404/info.0.json"))
        let base = ScriptedNetworkClient { $0.url == missing ? .status(404) : .status(200) }
        await base.script(flaky, .status(500), .status(500))
        let budget = RetryBudget(retries: 1, earnedPerAnswer: 1)
        let statuses = try await RetryBudget.$current.withValue(budget) {
            let client = retrying(base, log: SleepLog())
            return [
                try await client.send(NetworkRequest(url: url)).statusCode,
                try await client.send(NetworkRequest(url: missing)).statusCode,
                try await client.send(NetworkRequest(url: flaky)).statusCode,
            ]
        }
        // 1 to start, +1 for the 200, +1 for the 404, -2 for the two 500s, +1 for the final 200.
        #expect(statuses == [200, 404, 200])
        #expect(budget.retriesLeft == 2)

        let failing = ScriptedNetworkClient { _ in .status(500) }
        let spent = RetryBudget(retries: 2, earnedPerAnswer: 1)
        let status = try await RetryBudget.$current.withValue(spent) {
            try await retrying(failing, log: SleepLog()).send(NetworkRequest(url: url)).statusCode
        }
        #expect(status == 500)
        #expect(spent.retriesLeft == 0)
        #expect(await failing.requestCount(for: url) == 3)
    }

    @Test("an unreachable host gets one quick retry, so offline the cache is not kept waiting")
    func unreachableHost() async throws {
        let base = ScriptedNetworkClient { _ in .status(200) }
        await base.script(url, .failure(.unreachable(url, reason: "connection refused")))
        let log = SleepLog()
        #expect(try await retrying(base, log: log).send(NetworkRequest(url: url)).statusCode == 200)
        #expect(await log.delays == [.milliseconds(50)])

        let down = ScriptedNetworkClient { .failure(.unreachable($0.url, reason: "connection refused")) }
        await #expect(throws: NetworkError.unreachable(url, reason: "connection refused")) {
            try await retrying(down, log: log).send(NetworkRequest(url: url))
        }
        #expect(await down.requestCount(for: url) == 2)
    }

    @Test("an oversized body is not retried")
    func oversizedNotRetried() async throws {
        let base = ScriptedNetworkClient { _ in .failure(.responseTooLarge(URL(string: "http://stub.test")!, limit: 10))
        }
        let log = SleepLog()
        await #expect(throws: NetworkError.self) { try await retrying(base, log: log).send(NetworkRequest(url: url)) }
        #expect(await base.requestCount(for: url) == 1)
    }

    @Test("cancellation during the backoff ends the retries")
    func cancelledWhileWaiting() async throws {
        let base = ScriptedNetworkClient { _ in .status(500) }
        let client = RetryingNetworkClient(base: base, sleep: { _ in throw CancellationError() })
        await #expect(throws: CancellationError.self) { try await client.send(NetworkRequest(url: url)) }
        #expect(await base.requestCount(for: url) == 1)
    }
}
