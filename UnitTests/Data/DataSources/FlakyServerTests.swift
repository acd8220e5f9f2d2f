import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Pages from a flaky server", .serialized, .timeLimit(.minutes(1)))
struct FlakyServerTests {
    /// The app's Latest source over the stub: curl, retries and the cache,
    /// with every wait skipped (no test sleeps for timing).
    func latestSource(_ base: URL) -> LatestComicDataSource<InMemoryComicCache> {
        let remote = ComicAPIClient(
            client: RetryingNetworkClient(base: CurlNetworkClient(), sleep: { _ in }),
            configuration: .init(baseURL: base), sleep: { _ in })
        return LatestComicDataSource(network: remote, cache: InMemoryComicCache())
    }

    @Test(
        "every 2nd or 3rd comic answering 500 once: two complete pages of 20, each of those comics asked twice",
        arguments: [2, 3])
    func completePages(failingEvery period: Int) async throws {
        try await withStubServer(.synthetic(through: 100)) { server, base in
            // Given a server failing the first request for every `period`-th comic: more failures
            // on a page than its first 6 retries, so only retries earned by good answers make it whole.
            // (Per comic, not per request: which comics fail must not hang on the order requests arrive in.)
            let failing = (61...99).filter { $0.isMultiple(of: period) }
            for number in failing { await server.setFault(.failTimes(1), for: .comic(number)) }
            let source = latestSource(base)

            // When the first page and the next one are loaded.
            let first = try await source.firstPage(size: 20)
            let bookmark = try #require(first.nextPageBookmark)
            let second = try await source.page(after: bookmark, size: 20)

            // Then both are complete, and the server saw each comic once, each failed one twice.
            #expect(first.comics.map(\.number) == Array((81...100).reversed()))
            #expect(first.failures.isEmpty)
            #expect(second.comics.map(\.number) == Array((61...80).reversed()))
            #expect(second.failures.isEmpty)
            #expect(await server.requestCount == 40 + failing.count)
        }
    }

    @Test("a server that always answers 500 earns no retries: a page costs its 20 requests and its first 6 retries")
    func alwaysFailing() async throws {
        try await withStubServer(.synthetic(through: 100)) { server, base in
            await server.setFailurePattern(every: 1)
            let page = try await latestSource(base).page(after: .init(nextNumber: 80), size: 20)
            #expect(page.comics.isEmpty)
            #expect(page.failures.map(\.number) == Array((61...80).reversed()))
            #expect(await server.requestCount == 20 + 6)
        }
    }

    @Test("a 404 is skipped without a retry, on a flaky server too")
    func missingNotRetried() async throws {
        try await withStubServer(.synthetic(through: 410)) { server, base in
            let failing = (391...410).filter { $0.isMultiple(of: 3) }
            for number in failing { await server.setFault(.failTimes(1), for: .comic(number)) }
            let page = try await latestSource(base).page(after: .init(nextNumber: 410), size: 20)
            #expect(page.comics.map(\.number) == Array((391...410).reversed()).filter { $0 != 404 })
            #expect(page.failures.isEmpty)
            // 20 first tries, one retry per failed one; 404 is never asked again.
            #expect(await server.requestCount == 20 + failing.count)
        }
    }
}
