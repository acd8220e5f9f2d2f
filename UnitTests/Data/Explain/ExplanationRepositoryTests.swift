import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

@Suite("Explanations: cache then network, or the cache alone offline")
struct ExplanationRepositoryTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    func cached(_ network: ScriptedNetworkClient, _ store: ExplanationStore) -> CachedExplanationSource {
        CachedExplanationSource(
            remote: RemoteExplanationSource(
                wiki: WikiAnswers.client(network), parse: WikiAnswers.parse, now: { Self.now }),
            store: store, now: { Self.now })
    }

    @Test("fetched from the wiki once, saved, then served from the save while fresh")
    func writesThrough() async throws {
        let store = ExplanationStore(database: try AppDatabase.inMemory())
        let network = ScriptedNetworkClient { _ in
            .json(WikiAnswers.parse(title: "5: Blown apart", revision: 9, html: "T:boom"))
        }
        let repository = ExplanationRepository.cacheThenNetwork(cached(network, store))

        let fetched = try await repository.explanation(of: 5)
        #expect(fetched.pageTitle == "5: Blown apart" && fetched.revision == 9 && fetched.fetchedAt == Self.now)
        #expect(try await store.explanation(of: 5) == fetched)
        #expect(try await repository.explanation(of: 5) == fetched)
        #expect(await network.requests.count == 1)
    }

    @Test("a stale save is refreshed; when the wiki fails, the save is shown; when it has no page, it says so")
    func staleAndFailing() async throws {
        let store = ExplanationStore(database: try AppDatabase.inMemory())
        let old = makeExplanation(6, transcript: "old words")  // fetched long before `now`
        try await store.save(old)

        let down = ScriptedNetworkClient { _ in .failure(.unreachable(WikiAnswers.apiURL, reason: "no network")) }
        #expect(try await cached(down, store).explanation(of: 6) == old)

        let gone = ScriptedNetworkClient { _ in .json(WikiAnswers.error("missingtitle", "gone")) }
        await #expect(throws: ExplanationError.noPage(6)) { try await cached(gone, store).explanation(of: 6) }

        let up = ScriptedNetworkClient { _ in .json(WikiAnswers.parse(title: "6: Java", revision: 2, html: "new")) }
        #expect(try await cached(up, store).explanation(of: 6).revision == 2)
        #expect(try await store.explanation(of: 6)?.revision == 2)
    }

    @Test("a page titled for another comic is refused: the good saved copy stays, and sync saves nothing")
    func anotherComicsPage() async throws {
        let database = try AppDatabase.inMemory()
        let store = ExplanationStore(database: database)
        let good = makeExplanation(327, transcript: "Bobby Tables")
        try await store.save(good)
        let wrong = ScriptedNetworkClient { _ in
            .json(WikiAnswers.parse(title: "1000: 1000 Comics", revision: 99, html: "T:not this one"))
        }

        #expect(try await cached(wrong, store).explanation(of: 327) == good)
        #expect(try await store.explanation(of: 327) == good)
        let error = await #expect(throws: WikiResponseError.self) {
            try await RemoteExplanationSource(wiki: WikiAnswers.client(wrong), parse: WikiAnswers.parse)
                .explanation(of: 327)
        }
        #expect(error == .anotherComicsPage(327, title: "1000: 1000 Comics"))
        #expect(ExplainWikiClient.title("327: Exploits of a Mom", isFor: 327))
        #expect(ExplainWikiClient.title("327", isFor: 327))
        #expect(!ExplainWikiClient.title("3270: Other", isFor: 327))
        #expect(!ExplainWikiClient.title("0327: Padded", isFor: 327))
        #expect(!ExplainWikiClient.title("Main Page", isFor: 327))
    }

    @Test("offline: the saved explanation, or notSaved; never a request")
    func offline() async throws {
        let store = ExplanationStore(database: try AppDatabase.inMemory())
        try await store.save(makeExplanation(7))
        let repository = ExplanationRepository.cacheOnly(CacheOnlyExplanationSource(store: store))
        #expect(try await repository.explanation(of: 7).number == 7)
        await #expect(throws: ExplanationError.notSaved(8)) { try await repository.explanation(of: 8) }
        #expect(ExplanationError.notSaved(8).description.contains("xkcd sync --explain"))
    }
}
