import ComicData
import ComicTestSupport
import Foundation
import Testing

/// The real MediaWiki the explanation tests run against: explain xkcd's
/// shapes (page `N` redirecting to `N: Title`, Cite's footnotes, the
/// templates) and a second revision after an edit.
@Suite(
    "A real MediaWiki shaped like explain xkcd", .serialized, .timeLimit(.minutes(2)),
    .enabled(if: SuiteSkip.runs(#fileID, unless: MediaWikiServer.unavailableReason)))
struct MediaWikiHarnessTests {
    struct Parse: Decodable {
        struct Body: Decodable {
            struct Section: Decodable { let line: String }
            let title: String
            let revid: Int
            let text: String
            let sections: [Section]
        }
        let parse: Body
    }

    func parse(_ page: String, on wiki: MediaWikiServer) async throws -> Parse.Body {
        try JSONDecoder().decode(Parse.self, from: try await wiki.parseAnswer(page: page)).parse
    }

    @Test("page N redirects to N: Title and renders the templates, footnotes and sections")
    func renders() async throws {
        let wiki = try await SharedMediaWiki.server()
        let page = try await parse("327", on: wiki)
        #expect(page.title == "327: Exploits of a Mom")
        #expect(page.sections.map(\.line).prefix(4) == ["Explanation", "Why it works", "Transcript", "Trivia"])
        #expect(page.text.contains("class=\"reference\""))
        #expect(page.text.contains("class=\"references\""))
        #expect(page.text.contains("class=\"comic-box\""))
        #expect(page.text.contains("citation-needed"))
        #expect(page.text.contains("id=\"Discussion\""))
        #expect(page.text.contains("en.wikipedia.org/wiki/SQL_injection"))
        #expect(!page.text.contains("mw-editsection"))
        let incomplete = try await parse("2497", on: wiki)
        // As explain xkcd renders {{incomplete}}; MediaWiki writes the class's "_" as an entity.
        #expect(incomplete.text.contains("class=\"notice&#95;tpl\""), "\(incomplete.text)")
        #expect(incomplete.text.contains("NORXONDOR GORGONAX"))
    }

    @Test("an edit makes a second revision that the next parse shows, and the log counts each parse")
    func edit() async throws {
        let wiki = try await MediaWikiServer.start()
        defer { wiki.stop() }
        let title = try ExplainWikiFixtures.pageTitle(353)
        let first = try await parse("353", on: wiki)
        try await wiki.edit(title, text: try ExplainWikiFixtures.wikitext(353) + "\n==Trivia==\nEdited today.\n")
        let second = try await parse("353", on: wiki)
        #expect(second.revid > first.revid)
        #expect(!first.text.contains("Edited today."))
        #expect(second.text.contains("Edited today."))
        #expect(wiki.requests(containing: "action=parse").count == 2, "\(wiki.loggedRequests)")
    }

    @Test("a comic with no page answers missingtitle")
    func missing() async throws {
        let wiki = try await SharedMediaWiki.server()
        let answer = String(decoding: try await wiki.parseAnswer(page: "3104"), as: UTF8.self)
        #expect(answer.contains("missingtitle"), "\(answer)")
    }
}
