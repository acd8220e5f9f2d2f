import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// `explain` and `sync --explain` over the services, against a real
/// MediaWiki shaped like explain xkcd (skipped where none can run).
@Suite(
    "explain against a real MediaWiki", .timeLimit(.minutes(3)),
    .enabled(if: SuiteSkip.runs(#fileID, unless: MediaWikiServer.unavailableReason)))
struct ExplainMediaWikiCommandTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("explain N: the sections as text, --json's fields, the saved copy offline, and a comic with no page")
    func explain() async throws {
        let wiki = try await SharedMediaWiki.server()
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let services = try folder.services { $0.explainURL = wiki.apiURL }
        let sixty = TextOutput(color: .never, facts: TerminalFacts(environment: ["COLUMNS": "60"]), isTerminal: false)

        let text = try await CommandRun.explain(327, from: services, output: sixty)
        #expect(text.exitCode == 0, "\(text.stderr)")
        #expect(text.output.contains("Explanation") && text.output.contains("Transcript"))
        #expect(text.output.contains("Little Bobby Tables"))
        #expect(!text.output.contains("\u{1B}"))
        #expect(!text.output.contains("Discussion"))
        #expect(text.output.split(separator: "\n").allSatisfy { $0.count <= 60 })

        let json = try await CommandRun.explain(327, json: true, from: services)
        #expect(json.exitCode == 0, "\(json.stderr)")
        let object = try Self.object(json.output)
        #expect(object["num"] as? Int == 327)
        #expect(object["title"] as? String == "Exploits of a Mom")
        #expect((object["revid"] as? Int ?? 0) > 0)
        #expect((object["url"] as? String)?.hasPrefix(wiki.baseURL.absoluteString) == true)
        #expect((object["transcript"] as? String)?.contains("Did you really name your son") == true)
        #expect((object["explanation"] as? String)?.contains("SQL injection") == true)
        #expect((object["trivia"] as? String)?.contains("bobby-tables.com") == true)
        #expect(object["incomplete"] is NSNull)

        // {{incomplete}} as explain xkcd renders it (a notice_tpl box) is the article's notice.
        let marked = try Self.object(try await CommandRun.explain(2497, json: true, from: services).output)
        #expect((marked["incomplete"] as? String)?.contains("NORXONDOR GORGONAX") == true, "\(marked)")
        let markedText = try await CommandRun.explain(2497, from: services, output: sixty).output
        #expect(!markedText.contains("If you can address this issue"), "the notice is a mark, not a paragraph")

        // Saved while fetched: offline, the same object comes back.
        let offlineServices = try folder.services(offline: true) { $0.explainURL = wiki.apiURL }
        let offline = try await CommandRun.explain(327, json: true, from: offlineServices)
        #expect(offline.exitCode == 0, "\(offline.stderr)")
        #expect(offline.output == json.output)

        let missing = try await CommandRun.explain(3104, from: services)
        #expect(missing.exitCode == 1)
        #expect(missing.output.isEmpty)
        #expect(missing.stderr == ["Error: explain xkcd has no page for comic 3104 yet"])
    }

    @Test("sync --explain: every page once; then none; with one page edited, exactly one parse request, searchable")
    func syncParsesOnlyEditedPages() async throws {
        let wiki = try await MediaWikiServer.start()
        defer { wiki.stop() }
        let numbers = [1, 327, 353, 2497, 3032, 3033]
        let archive = ComicArchive(
            bodies: Dictionary(uniqueKeysWithValues: numbers.map { ($0, SyntheticComic.body(number: $0)) }))
        let folder = try ServicesFolder()
        defer { folder.remove() }
        try await withStubServer(archive) { _, base in
            let services = try folder.services(baseURL: base) { $0.explainURL = wiki.apiURL }
            // Only the comics asked for: the archive's other numbers are 404s, and sync would ask for all of them.
            for number in numbers {
                #expect(try await CommandRun.show(.number(number), json: true, from: services).exitCode == 0)
            }
            let parses = { wiki.requests(containing: "action=parse").count }
            let queries = { wiki.requests(containing: "action=query").count }
            let sync = {
                try await CommandRun {
                    let report = try await services.explanationSync().run()
                    return .sync(
                        summary: SyncProgressView.summary(report),
                        SyncOutcome.explanations(report, rerun: "xkcd sync --explain"))
                }
            }

            let first = try await sync()
            #expect(first.exitCode == 0, "\(first.stderr)")
            #expect(first.output.contains("Saved 5 explanations"), "\(first.output)")
            #expect(parses() == 6)  // 3033 has no page: asked once, counted, not failed

            let second = try await sync()
            #expect(second.exitCode == 0, "\(second.stderr)")
            #expect(parses() == 6)
            #expect(queries() == 1)
            #expect(second.output.contains("Explanations up to date"), "\(second.output)")

            let edited = try ExplainWikiFixtures.wikitext(353).replacingOccurrences(
                of: "==Transcript==", with: "Edited for the test: a pangolin.\n\n==Transcript==")
            try await wiki.edit(try ExplainWikiFixtures.pageTitle(353), text: edited)
            let third = try await sync()
            #expect(third.exitCode == 0, "\(third.stderr)")
            #expect(parses() == 7)
            #expect(wiki.requests(containing: "action=parse").last?.contains("page=353") == true)

            let found = try await CommandRun.search(["pangolin"], from: try folder.services(offline: true))
            #expect(found.output.hasPrefix("353\t"), "\(found.output)")
        }
    }
}
