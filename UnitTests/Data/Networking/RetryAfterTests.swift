import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Retry-After and the page's deadline")
struct RetryAfterTests {
    let url = URL(string: "http://stub.test/45/info.0.json")!

    typealias SleepLog = RetryingNetworkClientTests.SleepLog

    func retrying(_ base: ScriptedNetworkClient, log: SleepLog) -> RetryingNetworkClient<ScriptedNetworkClient> {
        RetryingNetworkClient(
            base: base, policy: RetryPolicy(baseDelay: .milliseconds(100)), sleep: { await log.record($0) },
            random: { 1 }, now: { Date(timeIntervalSince1970: 0) })
    }

    @Test("the header's two forms: seconds, and an HTTP date counted from the injected now")
    func parsing() {
        func delay(_ value: String) -> Duration? {
            RetryAfter.delay(
                in: NetworkResponse(statusCode: 503, headers: ["Retry-After": value]),
                now: Date(timeIntervalSince1970: 10))
        }
        #expect(delay("7") == .seconds(7))
        #expect(delay(" 0 ") == .zero)
        #expect(delay("Thu, 01 Jan 1970 00:00:25 GMT") == .seconds(15))
        #expect(delay("Thu, 01 Jan 1970 00:00:05 GMT") == .zero)
        #expect(delay("99999999999999999999999") == .seconds(Int.max))
        #expect(delay("-3") == nil)
        #expect(delay("soon") == nil)
    }

    @Test("a Retry-After within the page's deadline is waited for exactly")
    func withinDeadline() async throws {
        let base = ScriptedNetworkClient { _ in .status(200) }
        await base.script(url, .status(503, headers: ["Retry-After": "5"]))
        let log = SleepLog()
        let budget = RetryBudget(retries: 3, deadline: .now + .seconds(60))
        let status = try await RetryBudget.$current.withValue(budget) {
            try await retrying(base, log: log).send(NetworkRequest(url: url)).statusCode
        }
        #expect(status == 200)
        #expect(await log.delays == [.seconds(5)])
        #expect(budget.retriesLeft == 2)
    }

    @Test("a Retry-After that would end past the page's deadline is not waited for: the answer comes back at once")
    func pastDeadline() async throws {
        let base = ScriptedNetworkClient { _ in .status(200) }
        await base.script(url, .status(503, headers: ["Retry-After": "5"]))
        let log = SleepLog()
        let budget = RetryBudget(retries: 3, deadline: .now + .seconds(3))
        let status = try await RetryBudget.$current.withValue(budget) {
            try await retrying(base, log: log).send(NetworkRequest(url: url)).statusCode
        }
        #expect(status == 503)
        #expect(await base.requestCount(for: url) == 1)
        #expect(await log.delays.isEmpty)
        #expect(budget.retriesLeft == 3)
    }

    @Test("a Retry-After above the cap is not waited for, whatever the deadline")
    func aboveCap() async throws {
        let base = ScriptedNetworkClient { _ in .status(200) }
        await base.script(url, .status(429, headers: ["Retry-After": "11"]))
        let log = SleepLog()
        let status = try await retrying(base, log: log).send(NetworkRequest(url: url)).statusCode
        #expect(status == 429)
        #expect(RetryPolicy().maximumRetryAfter == .seconds(10))
        #expect(await log.delays.isEmpty)
    }

    @Test("the second pass over a page's failed comics waits as long as their Retry-After asks, then loads them")
    func secondPassHonoursRetryAfter() async throws {
        // Given comic 45 answering 503 "retry after 4 s" to all three tries of the first pass.
        let scripted = ScriptedNetworkClient(archive: .synthetic(through: 50))
        let busy = ScriptedNetworkClient.Reply.status(503, headers: ["Retry-After": "4"])
        await scripted.script(url, busy, busy, busy)
        let clientLog = SleepLog()
        let passLog = SleepLog()
        let remote = ComicAPIClient(
            client: retrying(scripted, log: clientLog),
            configuration: .init(baseURL: URL(string: "http://stub.test")!), sleep: { await passLog.record($0) },
            random: { 0.5 })

        // When a page over it is loaded.
        let page = try await remote.pages().page(after: .init(nextNumber: 50), size: 10)

        // Then each wait was the 4 s asked for (not the shorter backoff), and the page is complete.
        #expect(await clientLog.delays == [.seconds(4), .seconds(4)])
        #expect(await passLog.delays == [.seconds(4)])
        #expect(page.comics.map(\.number) == Array((41...50).reversed()))
        #expect(await scripted.requestCount(for: url) == 4)
    }

    @Test("no second pass when its wait would end past the page's deadline")
    func secondPassBoundedByDeadline() async throws {
        let scripted = ScriptedNetworkClient(archive: .synthetic(through: 50))
        // 90 s: past the page's 60 s (long, so a loaded machine cannot run the page out of time first).
        await scripted.script(url, .status(503, headers: ["Retry-After": "90"]))
        let passLog = SleepLog()
        let remote = ComicAPIClient(
            client: retrying(scripted, log: SleepLog()),
            configuration: .init(baseURL: URL(string: "http://stub.test")!, pageDeadline: .seconds(60)),
            sleep: { await passLog.record($0) })
        let page = try await remote.pages().page(after: .init(nextNumber: 50), size: 10)
        #expect(page.failures.map(\.number) == [45])
        #expect(await scripted.requestCount(for: url) == 1)
        #expect(await passLog.delays.isEmpty)
    }
}
