import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// The client and the real parser on answers recorded from the test wiki:
/// fast, no wiki needed.
@Suite("Recorded wiki answers through the client and libxml2's parser")
struct RecordedWikiAnswerTests {
    @Test("each recorded page becomes an explanation with its title, revision, transcript and search text")
    func recordedPages() async throws {
        let database = try AppDatabase.inMemory()
        let store = ExplanationStore(database: database)
        for number in [1, 327, 353, 2497, 3032] {
            let body = try Data(contentsOf: try Fixtures.url("Explain/Parse/\(number).json"))
            let recorded = try RecordedParse.comic(number)
            let network = ScriptedNetworkClient { _ in .json(body) }
            let parser = ExplanationPageParser()
            let remote = RemoteExplanationSource(
                wiki: WikiAnswers.client(network), parse: { try parser.article(fromHTML: $0) })
            let explanation = try await remote.explanation(of: number)

            #expect(explanation.pageTitle == recorded.title)
            #expect(explanation.revision == recorded.revid)
            #expect(explanation.article.section(named: "Explanation") != nil, "\(number)")
            try await store.save(explanation)
        }
        let bobby = try #require(try await store.explanation(of: 327))
        #expect(bobby.article.section(named: "Transcript")?.plainText.contains("Little Bobby Tables") == true)
        try await ComicCacheStore(database: database).cacheComics([searchableComic(327, title: "Exploits of a Mom")])
        #expect(try await database.searchNumbers("sanitize your database inputs") == [327])
    }
}
