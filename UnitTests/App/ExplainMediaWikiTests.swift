import ComicData
import ComicTestSupport
import Foundation
import Testing

/// `xkcd explain` and `sync --explain` run as a person runs them, against a
/// real MediaWiki shaped like explain xkcd (skipped where none can run).
@Suite(
    "explain against a real MediaWiki", .serialized, .timeLimit(.minutes(3)),
    .enabled(if: MediaWikiServer.unavailableReason == nil, "\(MediaWikiServer.unavailableReason ?? "")"))
struct ExplainMediaWikiTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("explain N: the sections as text, --json's fields, the saved copy offline, and a comic with no page")
    func explain() async throws {
        let wiki = try await SharedMediaWiki.server()
        let runner = try BinaryRunner(baseURL: nil)
        let environment = ["XKCD_EXPLAIN_URL": wiki.apiURL.absoluteString, "COLUMNS": "60"]

        let text = try await runner.run(["explain", "327"], environment: environment)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("Explanation") && text.stdout.contains("Transcript"))
        #expect(text.stdout.contains("Little Bobby Tables"))
        #expect(!text.stdout.contains("\u{1B}"))
        #expect(!text.stdout.contains("Discussion"))
        #expect(text.stdout.split(separator: "\n").allSatisfy { $0.count <= 60 })

        let json = try await runner.run(["explain", "#327", "--json"], environment: environment)
        #expect(json.status == 0, "\(json.stderr)")
        let object = try Self.object(json.stdout)
        #expect(object["num"] as? Int == 327)
        #expect(object["title"] as? String == "Exploits of a Mom")
        #expect((object["revid"] as? Int ?? 0) > 0)
        #expect((object["url"] as? String)?.hasPrefix(wiki.baseURL.absoluteString) == true)
        #expect((object["transcript"] as? String)?.contains("Did you really name your son") == true)
        #expect((object["explanation"] as? String)?.contains("SQL injection") == true)
        #expect((object["trivia"] as? String)?.contains("bobby-tables.com") == true)
        #expect(object["incomplete"] is NSNull)

        // Saved while fetched: offline, the same object comes back.
        let offline = try await runner.run(["explain", "327", "--json", "--offline"], environment: environment)
        #expect(offline.status == 0)
        #expect(offline.stdout == json.stdout)

        let missing = try await runner.run(["explain", "3104"], environment: environment)
        #expect(missing.status == 1)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "Error: explain xkcd has no page for comic 3104 yet\n")
    }

    @Test("sync --explain: every page once; then none; with one page edited, exactly one parse request")
    func syncParsesOnlyEditedPages() async throws {
        let wiki = try await MediaWikiServer.start()
        defer { wiki.stop() }
        let numbers = [1, 327, 353, 2497, 3032, 3033]
        let archive = ComicArchive(
            bodies: Dictionary(uniqueKeysWithValues: numbers.map { ($0, SyntheticComic.body(number: $0)) }))
        try await withStubServer(archive) { _, base in
            let runner = try BinaryRunner(baseURL: base)
            let environment = ["XKCD_EXPLAIN_URL": wiki.apiURL.absoluteString]
            // Only the comics asked for: the archive's other numbers are 404s, and sync would ask for all of them.
            for number in numbers {
                #expect(try await runner.run(["show", "\(number)", "--json"], environment: environment).status == 0)
            }
            let parses = { wiki.requests(containing: "action=parse").count }
            let queries = { wiki.requests(containing: "action=query").count }

            let first = try await runner.run(["sync", "--explain"], environment: environment)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout.contains("Saved 5 explanations"), "\(first.stdout)")
            #expect(parses() == 6)  // 3033 has no page: asked once, counted, not failed

            let second = try await runner.run(["sync", "--explain"], environment: environment)
            #expect(second.status == 0, "\(second.stderr)")
            #expect(parses() == 6)
            #expect(queries() == 1)
            #expect(second.stdout.contains("Explanations up to date"), "\(second.stdout)")

            let edited = try ExplainWikiFixtures.wikitext(353).replacingOccurrences(
                of: "==Transcript==", with: "Edited for the test: a pangolin.\n\n==Transcript==")
            try await wiki.edit(try ExplainWikiFixtures.pageTitle(353), text: edited)
            let third = try await runner.run(["sync", "--explain"], environment: environment)
            #expect(third.status == 0, "\(third.stderr)")
            #expect(parses() == 7)
            #expect(wiki.requests(containing: "action=parse").last?.contains("page=353") == true)

            let found = try await runner.run(["search", "pangolin", "--offline"], environment: environment)
            #expect(found.stdout.hasPrefix("353\t"), "\(found.stdout)")
        }
    }
}
