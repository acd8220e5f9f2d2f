import ComicData
import ComicTestSupport
import Foundation
import Synchronization
import Testing

/// The newest comic comes, then the network fails for the rest of the first
/// page: the feed keeps the newest and fails the page after it (the page
/// failed whole, and nothing was shown).
@Suite("A first page lost after its newest comic", .timeLimit(.minutes(1)))
struct PartialFirstPageTests {
    @Test("the newest is shown, the rest is the next page, failed; retrying it brings the rest")
    func newestThenRestLost() async throws {
        let archive = ComicArchive.synthetic(through: 100)
        let comicsFail = Mutex(true)
        let client = ScriptedNetworkClient { request in
            if case .comic = XKCDRoute(path: request.url.path), comicsFail.withLock({ $0 }) {
                return .failure(.transport(request.url, reason: "Empty reply from server"))
            }
            return ScriptedNetworkClient.Reply.archive(archive, request)
        }
        let remote = ComicAPIClient(client: client, configuration: .init(baseURL: URL(string: "http://x.test")!))
        let source = LatestComicDataSource(network: remote, cache: InMemoryComicCache())
        let paging = ComicFeed(.latest, source: source, pageSize: 5)

        await paging.loadNextPage()

        let partial = await paging.currentState
        #expect(partial.comics.map(\.number) == [100])
        #expect(partial.failures.isEmpty)
        #expect(partial.failedPageFollows && partial.hasMore)
        guard case .failed(let message) = partial.phase else {
            Issue.record("expected a failed next page, got \(partial.phase)")
            return
        }
        #expect(message.contains("Empty reply from server"), "\(message)")

        comicsFail.withLock { $0 = false }
        await paging.retry()

        let whole = await paging.currentState
        #expect(whole.comics.map(\.number) == Array((95...100).reversed()))
        #expect(whole.phase == .idle)
    }
}
