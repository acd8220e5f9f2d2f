import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("xkcd's API, paged as the Latest feed pages it", .timeLimit(.minutes(1)))
struct ComicAPIClientTests {
    static let base = URL(string: "http://stub.test")!

    func remote(_ client: any NetworkClient, concurrency: Int = 20) -> ComicAPIClient {
        ComicAPIClient(
            client: client, configuration: .init(baseURL: Self.base, maximumConcurrentRequests: concurrency))
    }

    /// The remote's pages, as the Latest feed makes them.
    func source(_ client: any NetworkClient, concurrency: Int = 20) -> LatestComicDataSource<InMemoryComicCache> {
        remote(client, concurrency: concurrency).pages()
    }

    func url(_ number: Int) -> URL {
        Self.base.appendingPathComponent("\(number)/info.0.json")
    }

    var newestURL: URL { Self.base.appendingPathComponent("info.0.json") }

    @Test("the first page is the newest comic and the n-1 before it, newest first")
    func firstPage() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 300))
        let page = try await source(client).firstPage(size: 20)
        #expect(page.comics.map(\.number) == Array((281...300).reversed()))
        #expect(page.failures.isEmpty)
        #expect(page.nextPageBookmark == .init(nextNumber: 280))
        #expect(await client.requestCount(for: newestURL) == 1)
        #expect(await client.requests.count == 20)
    }

    @Test("walking the feed gives every comic once, descending, a short last page, and ends after comic 1")
    func walkToTheEnd() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 95, missing: []))
        let pages = try await source(client).walk(pageSize: 10)
        #expect(pages.count == 10)
        #expect(pages.last?.comics.map(\.number) == [5, 4, 3, 2, 1])
        #expect(pages.last?.isEndOfFeed == true)
        #expect(pages.flatMap(\.comics).map(\.number) == Array((1...95).reversed()))
    }

    @Test("a page across 404 skips it without an error (newest 410, pages of 10)")
    func acrossMissingComic() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 410))
        let pages = try await source(client).walk(pageSize: 10)
        let numbers = pages.flatMap(\.comics).map(\.number)
        #expect(pages[0].comics.map(\.number) == [410, 409, 408, 407, 406, 405, 403, 402, 401])
        #expect(pages.allSatisfy { $0.failures.isEmpty })
        #expect(numbers == Array((1...410).reversed()).filter { $0 != 404 })
    }

    @Test("one malformed comic is reported while the rest of the page arrives")
    func malformedComic() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 410))
        await client.script(url(405), .json(Data("{\"num\": ".utf8)))
        let page = try await source(client).firstPage(size: 10)
        #expect(page.comics.map(\.number) == [410, 409, 408, 407, 406, 403, 402, 401])
        #expect(page.failures == [ComicFailure(number: 405, reason: .malformed(url(405), reason: "invalid JSON"))])
    }

    @Test("a body that is another comic is reported, not taken for this one")
    func wrongComic() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 20))
        await client.script(url(15), .json(SyntheticComic.body(number: 3)))
        let page = try await source(client).firstPage(size: 10)
        #expect(page.failures.map(\.number) == [15])
        #expect(!page.comics.map(\.number).contains(15))
    }

    @Test("transient 500s are retried and the page is complete")
    func transientServerErrors() async throws {
        let scripted = ScriptedNetworkClient(archive: .synthetic(through: 50))
        await scripted.script(url(45), .status(500), .status(502))
        let client = RetryingNetworkClient(base: scripted, sleep: { _ in })
        let page = try await source(client).firstPage(size: 10)
        #expect(page.comics.count == 10)
        #expect(page.failures.isEmpty)
        #expect(await scripted.requestCount(for: url(45)) == 3)
    }

    @Test("a comic that keeps failing is a failure of that comic only")
    func persistentServerError() async throws {
        let scripted = ScriptedNetworkClient(archive: .synthetic(through: 50))
        // Three tries in the first pass, three in the second pass over the page's failures.
        await scripted.script(
            url(45), .status(500), .status(500), .status(500), .status(500), .status(500), .status(500))
        let client = RetryingNetworkClient(base: scripted, sleep: { _ in })
        let page = try await source(client).firstPage(size: 10)
        #expect(page.comics.count == 9)
        #expect(page.failures == [ComicFailure(number: 45, reason: .httpStatus(500, url(45)))])
        #expect(await scripted.requestCount(for: url(45)) == 6)
    }

    @Test("a network error on one comic is a failure of that comic only")
    func networkErrorOnOneComic() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 50))
        await client.script(url(48), .failure(.timedOut(url(48))))
        let page = try await source(client).firstPage(size: 5)
        #expect(page.comics.map(\.number) == [50, 49, 47, 46])
        #expect(page.failures == [ComicFailure(number: 48, reason: .network(.timedOut(url(48))))])
    }

    @Test("a failing newest-comic request fails the page with a clear error")
    func newestFails() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 50))
        await client.script(newestURL, .status(503))
        let error = await #expect(throws: ComicLoadError.newestComicUnavailable(.httpStatus(503, newestURL))) {
            try await source(client).firstPage(size: 10)
        }
        #expect(error?.description == "cannot load the newest comic: \(newestURL.absoluteString) answered HTTP 503")
        #expect(await client.requests.count == 1)
    }

    @Test("an unreachable server fails the first page as a network error")
    func newestUnreachable() async throws {
        let client = ScriptedNetworkClient { _ in .failure(.unreachable(Self.base, reason: "connection refused")) }
        await #expect(
            throws: ComicLoadError.newestComicUnavailable(
                .network(.unreachable(Self.base, reason: "connection refused")))
        ) {
            try await source(client).firstPage(size: 10)
        }
    }

    @Test("requests in flight never exceed the bound", arguments: [1, 4, 7])
    func concurrencyBound(bound: Int) async throws {
        let client = ScriptedNetworkClient(
            archive: .synthetic(through: 100), latency: .milliseconds(5),
            gathered: { XKCDRoute(path: $0.url.path) == .newest ? 1 : bound })
        let source = source(client, concurrency: bound)
        let first = try await source.firstPage(size: 20)
        _ = try await source.page(after: try #require(first.nextPageBookmark), size: 20)
        #expect(await client.peakInFlight == bound)
        #expect(await client.requests.count == 40)
    }

    @Test("the default bound sends a whole default page in one round")
    func defaultBound() async throws {
        // The first page's 19 below the newest are held until all 19 are out, the next page's until 20 are.
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100), latency: .milliseconds(5)) { request in
            guard case .comic(let number) = XKCDRoute(path: request.url.path) else { return 1 }
            return number >= 81 ? 19 : 20
        }
        let source = ComicAPIClient(client: client, configuration: .init(baseURL: Self.base)).pages()
        let first = try await source.firstPage(size: 20)
        #expect(await client.peakInFlight == 19)
        _ = try await source.page(after: try #require(first.nextPageBookmark), size: 20)
        #expect(await client.peakInFlight == 20)
    }

    @Test("cancelling a page load cancels its outstanding requests at once")
    func cancellation() async throws {
        let client = ScriptedNetworkClient { request in
            XKCDRoute(path: request.url.path) == .newest ? .json(SyntheticComic.body(number: 100)) : .hang
        }
        let source = source(client, concurrency: 5)
        let load = Task { try await source.firstPage(size: 20) }
        await client.waitUntilInFlight(5)
        load.cancel()
        await #expect(throws: CancellationError.self) { try await load.value }
        #expect(await client.cancelledCount == 5)
        #expect(await client.inFlight == 0)
        // Nothing was started after the cancel: the newest plus the first five.
        #expect(await client.requests.count == 6)
    }

    @Test("after prewarm the first page needs one round: the newest is not fetched again")
    func prewarm() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100))
        let source = source(client)
        try await source.prewarm()
        #expect(await client.requestedURLs == [newestURL])
        let page = try await source.firstPage(size: 20)
        #expect(page.comics.map(\.number) == Array((81...100).reversed()))
        #expect(await client.requestCount(for: newestURL) == 1)
        #expect(await client.requests.count == 20)
    }

    @Test("concurrent prewarms share one request; a later first page resolves the newest again")
    func concurrentPrewarm() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100), latency: .milliseconds(5))
        let source = source(client)
        async let first: Void = source.prewarm()
        async let second: Void = source.prewarm()
        _ = try await (first, second)
        #expect(await client.requestCount(for: newestURL) == 1)
        _ = try await source.firstPage(size: 5)
        _ = try await source.firstPage(size: 5)
        #expect(await client.requestCount(for: newestURL) == 2)
    }

    @Test("a failed prewarm does not fail the first page")
    func failedPrewarm() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 100))
        await client.script(newestURL, .status(500))
        let source = source(client)
        await #expect(throws: ComicLoadError.self) { try await source.prewarm() }
        let page = try await source.firstPage(size: 3)
        #expect(page.comics.map(\.number) == [100, 99, 98])
    }

    @Test("single comics: found, missing (404), out of range")
    func singleComics() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 410))
        let source = source(client)
        #expect(try await source.comic(7)?.title == "Comic 7")
        #expect(try await source.comic(404) == nil)
        #expect(try await source.contains(404) == false)
        #expect(try await source.contains(410) == true)
        #expect(try await source.comic(0) == nil)
        #expect(try await source.comic(-3) == nil)
    }

    @Test("a page bookmark below 1 is the end of the feed")
    func pastTheEnd() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 10))
        let page = try await source(client).page(after: .init(nextNumber: 0), size: 10)
        #expect(page.comics.isEmpty && page.isEndOfFeed)
        #expect(await client.requests.isEmpty)
    }

    @Test("a feed shorter than a page ends on the first page")
    func shortFeed() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 3))
        let page = try await source(client).firstPage(size: 10)
        #expect(page.comics.map(\.number) == [3, 2, 1])
        #expect(page.isEndOfFeed)
    }
}
