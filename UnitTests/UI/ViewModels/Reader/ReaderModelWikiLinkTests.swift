import ComicData
import ComicTestSupport
import Foundation
import Testing

@testable import ComicUI

/// `--explain-url` names another wiki: the links a comic's screens show and
/// open go to its pages, as `explain --json` does, and never to explain xkcd's.
@Suite("Explanation links follow the configured wiki")
struct ReaderModelWikiLinkTests {
    static let wiki = ExplainWikiConfiguration(apiURL: URL(string: "http://ann:pw@127.0.0.1:8080/w/api.php?x=1")!)

    @Test("a wiki's page prefix is its api.php's folder, without credentials or query; explain xkcd's by default")
    func pagePrefix() {
        #expect(Self.wiki.pagePrefix == "http://127.0.0.1:8080/w/index.php/")
        #expect(ExplainWikiConfiguration().pagePrefix == ComicLink.defaultExplanationPagePrefix)
        #expect(ComicLink.defaultExplanationPagePrefix == "https://www.explainxkcd.com/wiki/index.php/")
    }

    @Test("e on a list, a comic and its explanation opens the configured wiki's page")
    func readerKeys() throws {
        let prefix = Self.wiki.pagePrefix
        let expected = try #require(ComicLink(.explanation, number: 2, explanationPagePrefix: prefix))
        #expect(expected.text == "http://127.0.0.1:8080/w/index.php/2")

        var model = ReaderModel(size: ReaderModelTests.size, explanationPagePrefix: prefix)
        _ = model.handle(.list(ReaderModelTests.list([3, 2, 1])))
        _ = model.handle(.key(.character("j")))
        #expect(model.handle(.key(.character("e"))) == [.openOutside(expected)])

        _ = model.handle(.key(.enter))
        let comic = SyntheticComic.comic(number: 2)
        _ = model.handle(.detail(ComicDetailState(comic: comic, isBookmarked: false, explanationPagePrefix: prefix)))
        #expect(model.handle(.key(.character("e"))) == [.openOutside(expected)])
        #expect(ReaderView.frame(for: model).plainLines.contains { $0.contains("Explain: \(expected.text)") })

        _ = model.handle(.key(.character("x")))
        #expect(model.routes.last == .explanation(number: 2))
        #expect(model.handle(.key(.character("e"))) == [.openOutside(expected)])
    }

    @Test("the browser opens the configured wiki's page, and still refuses any other address")
    func browser() throws {
        let launcher = BrowserLauncher(
            environment: ["BROWSER": "w3m", "PATH": "/usr/bin"], isExecutable: { $0 == "/usr/bin/w3m" },
            explanationPagePrefix: Self.wiki.pagePrefix)
        let page = "http://127.0.0.1:8080/w/index.php/327"
        #expect(try launcher.command(for: page)?.arguments == ["w3m", page])
        #expect(throws: BrowserLauncher.Failure.refused) {
            try launcher.command(for: "http://127.0.0.1:8080/w/index.php/327?action=raw")
        }
        #expect(throws: BrowserLauncher.Failure.refused) { try BrowserLauncher().command(for: page) }
    }

    @Test("the explanation's header names the comic once: its number, then the page's title without it")
    func header() {
        var screen = ExplanationScreen(number: 327)
        let explanation = Explanation(
            number: 327, pageTitle: "327: Exploits of a Mom", revision: 1, fetchedAt: Date(timeIntervalSince1970: 0),
            article: ExplainedArticle(sections: []))
        screen.content = .loaded(explanation)
        let header = ExplanationView.render(screen, size: TerminalSize(rows: 5, columns: 60)).first?.text
        #expect(header == "explain xkcd #327 — Exploits of a Mom")
    }
}
