import ComicData
import ComicTestSupport
import Foundation
import Testing

/// Servers that answer, but with data that must not be believed.
@Suite("Remote comics from a hostile server", .serialized, .timeLimit(.minutes(1)))
struct HostileDataTests {
    func source(_ server: HostileServer, pageDeadline: Duration = .seconds(20)) -> ComicAPIClient {
        var limits = CurlNetworkClient.Configuration()
        limits.idleTimeout = .seconds(1)
        limits.requestDeadline = .seconds(2)
        let client = RetryingNetworkClient(base: CurlNetworkClient(configuration: limits), sleep: { _ in })
        return ComicAPIClient(
            client: client, configuration: .init(baseURL: server.baseURL, pageDeadline: pageDeadline),
            sleep: { _ in })
    }

    @Test("an implausible newest number is refused, naming the server", arguments: [1_000_000_000_000, 0, -5, 4105])
    func implausibleNewest(claimed: Int) async throws {
        let server = try HostileServer(mode: .newest(claimed))
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("info.0.json")
        let error = await #expect(throws: ComicLoadError.self) { try await source(server).pages().firstPage(size: 3) }
        #expect(error == .newestComicUnavailable(.implausibleNewest(claimed, url, highest: 4104)))
        #expect(error?.description.contains("127.0.0.1") == true)
        #expect(error?.description.contains("CHECK") == false)
        #expect(server.requestCount == 1)
    }

    @Test("a newest number within 1,000 of the highest cached one is believed")
    func plausibleAfterCache() async throws {
        let server = try HostileServer(mode: .newest(5000))
        defer { server.stop() }
        let remote = source(server)
        let cache = InMemoryComicCache(comics: [
            Comic(raw: try APIComic.decode(from: HostileServer.comicJSON(4500, title: "x")))
        ])
        let page = try await LatestComicDataSource(network: remote, cache: cache).firstPage(size: 2)
        #expect(page.comics.map(\.number) == [5000, 4999])
    }

    @Test("a comic answering with another number is a failure for that number and is never cached")
    func wrongNumber() async throws {
        let server = try HostileServer(mode: .wrongNumber(newest: 50))
        defer { server.stop() }
        let cache = InMemoryComicCache()
        let page = try await LatestComicDataSource(network: source(server), cache: cache).firstPage(size: 4)
        #expect(page.comics.map(\.number) == [50])
        #expect(page.failures.map(\.number) == [49, 48, 47])
        #expect(await cache.cachedComics(below: .max, limit: 100).map(\.number) == [50])
    }

    @Test("retries are counted per page: 500s everywhere cost 19 requests plus the page's budget of 6, and 1 earned")
    func retryBudget() async throws {
        let server = try HostileServer(mode: .comicStatus(500, newest: 100))
        defer { server.stop() }
        let page = try await source(server).pages().firstPage(size: 20)
        #expect(page.comics.map(\.number) == [100])
        #expect(page.failures.count == 19)
        // The newest comic's good answer earned the page one more retry.
        #expect(server.requestCount == 1 + 19 + 6 + 1)
    }

    @Test("a page stops after 40 misses in a row; the next page starts at the first number not tried")
    func consecutiveMisses() async throws {
        let server = try HostileServer(mode: .comicStatus(404, newest: 3000))
        defer { server.stop() }
        let page = try await source(server).pages().page(after: .init(nextNumber: 2999), size: 500)
        #expect(page.comics.isEmpty && page.failures.isEmpty)
        let next = try #require(page.nextPageBookmark?.nextNumber)
        let tried = 2999 - next
        #expect(tried >= 40 && tried <= 40 + 19, "tried \(tried)")
        #expect(server.requestCount == tried)
    }

    @Test("a server that never answers costs one bounded wait: the newest comic tried twice, no page walked")
    func deadServer() async throws {
        let server = try HostileServer(mode: .silent)
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("info.0.json")
        let clock = ContinuousClock()
        let start = clock.now
        let error = await #expect(throws: ComicLoadError.self) { try await source(server).pages().firstPage(size: 20) }
        #expect(error == .newestComicUnavailable(.network(.timedOut(url))))
        #expect(clock.now - start < .seconds(4))
        #expect(server.requestCount == 2)
    }

    @Test("comics that have not come by the page deadline are reported as timed out, in bounded time")
    func pageDeadline() async throws {
        let server = try HostileServer(mode: .silent)
        defer { server.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        // A deadline long enough for the requests to leave on a loaded machine (else they are "not sent").
        let batch = try await source(server, pageDeadline: .seconds(1)).comics([5, 4, 3])
        #expect(clock.now - start < .seconds(3))
        #expect(batch.comics.isEmpty)
        #expect(batch.failures.map(\.number) == [5, 4, 3])
        #expect(
            batch.failures.allSatisfy {
                if case .network(.timedOut) = $0.reason { true } else { false }
            })
    }

    @Test("control characters and NUL in remote text survive decoding, to be handled by the output policy")
    func hostileText() async throws {
        let server = try HostileServer(mode: .title(json: #"a\u0000b\u001b[2Jc\u009bd\u202ee"#, newest: 7))
        defer { server.stop() }
        let page = try await source(server).pages().firstPage(size: 1)
        #expect(page.comics.first?.title == "a\u{0}b\u{1B}[2Jc\u{9B}d\u{202E}e")
    }
}
