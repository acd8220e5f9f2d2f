import ComicTestSupport
import Foundation
import Synchronization
import Testing

@testable import ComicData

/// A wiki in memory answering parse and revisions requests: pages can be
/// edited, and every request is counted by kind.
final class InMemoryWiki: Sendable {
    private let pages: Mutex<[Int: Int]>
    init(revisions: [Int: Int]) { pages = Mutex(revisions) }

    func edit(_ number: Int) { pages.withLock { $0[number, default: 0] += 1 } }

    func reply(_ request: NetworkRequest) -> ScriptedNetworkClient.Reply {
        let url = request.url
        let pages = pages.withLock { $0 }
        if WikiAnswers.parameter("action", of: url) == "parse" {
            guard let number = WikiAnswers.parameter("page", of: url).flatMap(Int.init), let revision = pages[number]
            else { return .json(WikiAnswers.error("missingtitle", "The page you specified doesn't exist.")) }
            return .json(
                WikiAnswers.parse(
                    title: "\(number): Title \(number)", revision: revision, html: "Page \(number)\nT:said in \(number)"
                ))
        }
        let titles = WikiAnswers.parameter("titles", of: url)?.split(separator: "|").compactMap { Int($0) } ?? []
        return .json(WikiAnswers.revisions(Dictionary(uniqueKeysWithValues: titles.map { ($0, pages[$0]) })))
    }
}

extension WikiAnswers {
    /// A fake parser: the HTML as one paragraph of an "Explanation" section, and "T:" lines as a transcript.
    static let parse: ExplanationHTMLParser = { html in
        let lines = html.components(separatedBy: "\n")
        let transcript = lines.filter { $0.hasPrefix("T:") }.map {
            ExplainedBlock.indented(depth: 1, [.text(String($0.dropFirst(2)), [])])
        }
        let prose = lines.filter { !$0.hasPrefix("T:") }.joined(separator: " ")
        return ExplainedArticle(sections: [
            ExplainedSection(title: "Explanation", blocks: [.paragraph([.text(prose, [])])]),
            ExplainedSection(title: "Transcript", blocks: transcript),
        ])
    }
}

extension ScriptedNetworkClient {
    func count(action: String) -> Int {
        requests.filter { WikiAnswers.parameter("action", of: $0.url) == action }.count
    }
}

@Suite("sync --explain: every cached comic's page, then only the pages that changed")
struct ExplanationSyncTests {
    func sync(_ network: ScriptedNetworkClient, _ database: AppDatabase) -> ExplanationSync {
        ExplanationSync(
            remote: RemoteExplanationSource(wiki: WikiAnswers.client(network), parse: WikiAnswers.parse),
            store: ExplanationStore(database: database), cache: ComicCacheStore(database: database))
    }

    @Test("the first run parses every page; a second parses none; with one page edited, exactly that one")
    func onlyChangedPages() async throws {
        let database = try await databaseWith((1...120).map { makeComic($0) })
        // Comic 120 is too new to have a page.
        let wiki = InMemoryWiki(revisions: Dictionary(uniqueKeysWithValues: (1...119).map { ($0, 1000 + $0) }))

        let first = ScriptedNetworkClient { wiki.reply($0) }
        let report = try await sync(first, database).run()
        #expect(await first.count(action: "parse") == 120)
        #expect(await first.count(action: "query") == 0)
        #expect(report.saved == 119)
        #expect(report.withoutPage == [120])
        #expect(await first.peakInFlight <= 2)
        #expect(try await database.searchNumbers("said in 42") == [42])

        let second = ScriptedNetworkClient { wiki.reply($0) }
        let unchanged = try await sync(second, database).run()
        #expect(await second.count(action: "parse") == 0)
        #expect(await second.count(action: "query") == 3)
        // 120 still has no page: so counted, not as unchanged.
        #expect(unchanged.saved == 0 && unchanged.unchanged == 119 && unchanged.withoutPage == [120])

        wiki.edit(42)
        let third = ScriptedNetworkClient { wiki.reply($0) }
        let edited = try await sync(third, database).run()
        #expect(await third.count(action: "parse") == 1)
        #expect(await third.requests.contains { WikiAnswers.parameter("page", of: $0.url) == "42" })
        #expect(edited.saved == 1)
        #expect(try await ExplanationStore(database: database).savedRevisions()[42] == 1043)
    }

    @Test("offline, a comic the sync found without a page is said to have none, until its page comes")
    func pagelessOffline() async throws {
        let database = try await databaseWith((1...3).map { makeComic($0) })
        let wiki = InMemoryWiki(revisions: [1: 11, 2: 12])
        _ = try await sync(ScriptedNetworkClient { wiki.reply($0) }, database).run()
        let offline = CacheOnlyExplanationSource(store: ExplanationStore(database: database))

        await #expect(throws: ExplanationError.noPage(3)) { _ = try await offline.explanation(of: 3) }
        await #expect(throws: ExplanationError.notSaved(4), "never asked about") {
            _ = try await offline.explanation(of: 4)
        }

        // Its page comes: the next sync saves it, and it is no longer missing.
        wiki.edit(3)
        let report = try await sync(ScriptedNetworkClient { wiki.reply($0) }, database).run()
        #expect(report.saved == 1 && report.withoutPage.isEmpty)
        #expect(try await offline.explanation(of: 3).number == 3)
        #expect(try await ExplanationStore(database: database).isMissing(3) == false)
    }

    @Test("a run stopped part way is resumed: the next run parses only what it had not saved")
    func resumes() async throws {
        let database = try await databaseWith((1...10).map { makeComic($0) })
        let wiki = InMemoryWiki(revisions: Dictionary(uniqueKeysWithValues: (1...10).map { ($0, 1) }))
        // Given three pages saved by a run that stopped…
        let store = ExplanationStore(database: database)
        let remote = RemoteExplanationSource(
            wiki: WikiAnswers.client(ScriptedNetworkClient { wiki.reply($0) }), parse: WikiAnswers.parse)
        for number in [10, 9, 8] {
            let explanation = try await remote.explanation(of: number)
            try await store.save(explanation)
        }
        // …the next run parses the other seven only.
        let network = ScriptedNetworkClient { wiki.reply($0) }
        let report = try await sync(network, database).run()
        #expect(await network.count(action: "parse") == 7)
        #expect(report.saved == 7)
        #expect(try await store.count() == 10)
    }

    @Test("failures are reported per comic; a run of them stops the sync")
    func failuresStop() async throws {
        let database = try await databaseWith((1...30).map { makeComic($0) })
        let network = ScriptedNetworkClient { _ in .failure(.unreachable(WikiAnswers.apiURL, reason: "refused")) }
        let report = try await sync(network, database).run()
        #expect(report.stopReason != nil)
        #expect(report.failures.count < 30)
        #expect(report.saved == 0)
    }

    @Test("one batch of revisions answering 503 every time: the others' pages saved, its comics failed, not lost")
    func failingRevisionBatchKeepsTheRest() async throws {
        // Given 120 saved pages, all edited since…
        let database = try await databaseWith((1...120).map { makeComic($0) })
        let wiki = InMemoryWiki(revisions: Dictionary(uniqueKeysWithValues: (1...120).map { ($0, 1) }))
        _ = try await sync(ScriptedNetworkClient { wiki.reply($0) }, database).run()
        for number in 1...120 { wiki.edit(number) }
        // …and the batch holding comic 1 failing every time.
        let failing = ScriptedNetworkClient { request in
            let titles = WikiAnswers.parameter("titles", of: request.url)?.split(separator: "|") ?? []
            return titles.contains("1") ? .status(503) : wiki.reply(request)
        }

        let report = try await sync(failing, database).run()

        // Batches go newest first, 50 titles each: 120…71, 70…21, then 20…1, the failing one.
        #expect(report.failures.map(\.number) == Array(1...20))
        #expect(report.saved == 100)
        #expect(report.unchanged == 0)
        #expect(report.stopReason == nil)
        let revisions = try await ExplanationStore(database: database).savedRevisions()
        #expect(revisions.filter { $0.value == 2 }.count == 100)

        // The next run parses only the 20 still missing.
        let next = ScriptedNetworkClient { wiki.reply($0) }
        let again = try await sync(next, database).run()
        #expect(await next.count(action: "parse") == 20)
        #expect(again.saved == 20 && again.failures.isEmpty)
    }

    @Test("an answer carrying `continue` with only the first title: the rest are unknown, never unchanged")
    func continuedAnswerIsNotUnchanged() async throws {
        let database = try await databaseWith((1...50).map { makeComic($0) })
        let wiki = InMemoryWiki(revisions: Dictionary(uniqueKeysWithValues: (1...50).map { ($0, 1) }))
        _ = try await sync(ScriptedNetworkClient { wiki.reply($0) }, database).run()
        for number in 1...50 { wiki.edit(number) }
        let cut = ScriptedNetworkClient { request in
            guard WikiAnswers.parameter("action", of: request.url) == "query" else { return wiki.reply(request) }
            let page: [String: Any] = ["pageid": 1, "ns": 0, "title": "1", "revisions": [["revid": 2]]]
            return .json(
                WikiAnswers.json(
                    [
                        "continue": ["rvcontinue": "2|2", "continue": "||"], "query": ["pages": [page]],
                    ] as [String: Any]))
        }

        let report = try await sync(cut, database).run()

        #expect(report.saved == 1)
        #expect(report.unchanged == 0)
        #expect(report.failures.map(\.number).sorted() == Array(2...50))
        #expect(report.failures.allSatisfy { $0.reason.contains("left out") })
    }
}
