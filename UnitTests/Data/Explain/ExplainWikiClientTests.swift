import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

@Suite("explain xkcd's API, asked politely and read leniently")
struct ExplainWikiClientTests {
    @Test("a page is asked with parse, redirects, maxlag and formatversion 2, and read back")
    func parsesOnePage() async throws {
        let network = ScriptedNetworkClient { _ in
            .json(WikiAnswers.parse(title: "327: Exploits of a Mom", revision: 4242, html: "<p>Bobby</p>"))
        }
        let page = try await WikiAnswers.client(network).page(of: 327)

        #expect(
            page == FetchedWikiPage(number: 327, title: "327: Exploits of a Mom", revision: 4242, html: "<p>Bobby</p>"))
        let url = try #require(await network.requestedURLs.first)
        let expected = [
            "action": "parse", "page": "327", "redirects": "1", "prop": "text|revid|sections",
            "disableeditsection": "1", "disabletoc": "1", "format": "json", "formatversion": "2", "maxlag": "5",
        ]
        for (name, value) in expected {
            #expect(WikiAnswers.parameter(name, of: url) == value, "\(name)")
        }
        #expect(url.path == "/wiki/api.php")
    }

    @Test("the wiki's client names the program, its version and home page, and follows no redirect off its origin")
    func etiquette() {
        let configuration = ExplainWikiConfiguration.networkConfiguration()
        #expect(configuration.userAgent.contains("xkcd"))
        #expect(configuration.userAgent.contains("/0."))
        #expect(configuration.userAgent.contains("https://"))
        #expect(configuration.redirectHosts.isEmpty)
        #expect(ExplainWikiConfiguration().maximumConcurrentRequests == 2)
        #expect(ExplainWikiConfiguration().phaseDeadline <= .seconds(10))
    }

    @Test("missingtitle is noPage naming the comic; another API error keeps its code and text")
    func apiErrors() async throws {
        let network = ScriptedNetworkClient { request in
            WikiAnswers.parameter("page", of: request.url) == "3200"
                ? .json(WikiAnswers.error("missingtitle", "The page you specified doesn't exist."))
                : .json(WikiAnswers.error("readapidenied", "You need read permission."))
        }
        let client = WikiAnswers.client(network)
        await #expect(throws: ExplanationError.noPage(3200)) { try await client.page(of: 3200) }
        await #expect(throws: ExplanationError.wiki(code: "readapidenied", info: "You need read permission.")) {
            try await client.page(of: 1)
        }
    }

    @Test("maxlag waits the Retry-After it names, then asks again")
    func maxlagWaits() async throws {
        let sleeps = SleepLog()
        let network = ScriptedNetworkClient { _ in .json(WikiAnswers.parse(title: "1: Barrel", revision: 7, html: "x"))
        }
        let url = WikiAnswers.client(network).requests.parseURL(number: 1)
        await network.script(
            url,
            .response(
                NetworkResponse(
                    statusCode: 200, headers: ["Retry-After": "2"],
                    body: WikiAnswers.error("maxlag", "Waiting for a database server: 7 seconds lagged."))))
        let page = try await WikiAnswers.client(network, sleeps: sleeps).page(of: 1)

        #expect(page.revision == 7)
        #expect(await sleeps.waits == [.seconds(2)])
        #expect(await network.requestCount(for: url) == 2)
    }

    @Test("maxlag that lasts fails after the phase's retries, as one wiki error")
    func maxlagBounded() async throws {
        let sleeps = SleepLog()
        let network = ScriptedNetworkClient { _ in
            .response(
                NetworkResponse(
                    statusCode: 200, headers: ["Retry-After": "1"], body: WikiAnswers.error("maxlag", "lagged")))
        }
        await #expect(throws: ExplanationError.wiki(code: "maxlag", info: "lagged")) {
            try await WikiAnswers.client(network, sleeps: sleeps).page(of: 1)
        }
        let retries = ExplainWikiConfiguration().retriesPerPhase
        #expect(await network.requests.count == retries + 1)
        #expect(await sleeps.waits.count == retries)
    }

    @Test("503 waits its Retry-After; one asking for longer than we wait fails at once, saying the wiki is busy")
    func unavailable() async throws {
        let sleeps = SleepLog()
        let network = ScriptedNetworkClient { _ in .json(WikiAnswers.parse(title: "1: Barrel", revision: 7, html: "x"))
        }
        let url = WikiAnswers.client(network).requests.parseURL(number: 1)
        await network.script(url, .status(503, headers: ["Retry-After": "1"]))
        #expect(try await WikiAnswers.client(network, sleeps: sleeps).page(of: 1).revision == 7)
        #expect(await sleeps.waits == [.seconds(1)])

        let busy = ScriptedNetworkClient { _ in .status(503, headers: ["Retry-After": "3600"]) }
        let busySleeps = SleepLog()
        let error = await #expect(throws: WikiResponseError.self) {
            try await WikiAnswers.client(busy, sleeps: busySleeps).page(of: 1)
        }
        #expect(error?.description.contains("busy") == true)
        #expect(error?.description.contains("\n") == false)
        #expect(await busy.requests.count == 1)
        #expect(await busySleeps.waits.isEmpty)
    }

    @Test("a wiki that never answers ends with the phase's deadline", .timeLimit(.minutes(1)))
    func neverAnswers() async throws {
        let network = ScriptedNetworkClient { _ in .hang }
        let error = await #expect(throws: WikiResponseError.self) {
            try await WikiAnswers.client(network, phaseDeadline: .milliseconds(300)).page(of: 1)
        }
        #expect(error == .timedOut(WikiAnswers.client(network).requests.parseURL(number: 1), after: .milliseconds(300)))
        #expect(await network.cancelledCount == 1)
    }

    @Test("a body that is not the API's JSON is one malformed error, not a crash")
    func malformed() async throws {
        for body in [Data("<html>Service Unavailable</html>".utf8), Data(), Data(#"{"parse": {"title": 5}}"#.utf8)] {
            let network = ScriptedNetworkClient { _ in .json(body) }
            await #expect(throws: WikiResponseError.self) { try await WikiAnswers.client(network).page(of: 1) }
        }
    }

    @Test("revisions: 50 titles a request, redirects mapped back to numbers, missing pages left out")
    func revisionsInBatches() async throws {
        let numbers = Array(1...120)
        let network = ScriptedNetworkClient { request in
            let titles =
                WikiAnswers.parameter("titles", of: request.url)?.split(separator: "|").compactMap { Int($0) } ?? []
            return .json(
                WikiAnswers.revisions(Dictionary(uniqueKeysWithValues: titles.map { ($0, $0 == 7 ? nil : $0 * 10) })))
        }
        let check = try await WikiAnswers.client(network).revisions(of: numbers)
        let revisions = check.revisions

        #expect(check.unknown.isEmpty)
        #expect(revisions.count == 119)
        #expect(revisions[7] == nil)
        #expect(revisions[120] == 1200)
        let counts = await network.requests.map {
            WikiAnswers.parameter("titles", of: $0.url)?.split(separator: "|").count ?? 0
        }
        #expect(counts.sorted() == [20, 50, 50])
        #expect(await network.requests.allSatisfy { WikiAnswers.parameter("maxlag", of: $0.url) == "5" })
    }

    @Test("never more than 2 requests at once to the wiki")
    func twoAtOnce() async throws {
        let network = ScriptedNetworkClient { request in
            let titles =
                WikiAnswers.parameter("titles", of: request.url)?.split(separator: "|").compactMap { Int($0) } ?? []
            return .delayed(
                .milliseconds(30),
                .json(WikiAnswers.revisions(Dictionary(uniqueKeysWithValues: titles.map { ($0, 1) })))
            )
        }
        let client = WikiAnswers.client(network)
        async let first = client.revisions(of: Array(1...300))
        async let second = client.revisions(of: Array(301...600))
        let both = try await (first, second)
        #expect(both.0.revisions.count + both.1.revisions.count == 600)
        #expect(await network.peakInFlight == 2)
    }
}
