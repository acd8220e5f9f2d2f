import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// `x`: the explanation screen over a list or a comic, driven with plain events.
@Suite("Reader model: a comic's explanation")
struct ReaderModelExplanationTests {
    static func explanation(_ number: Int, paragraphs: Int = 30) -> Explanation {
        let blocks = (1...paragraphs).map { ExplainedBlock.paragraph([.text("Paragraph \($0).", [])]) }
        return Explanation(
            number: number, pageTitle: "\(number): Title", revision: 7, fetchedAt: Date(timeIntervalSince1970: 0),
            article: ExplainedArticle(sections: [ExplainedSection(title: "Explanation", blocks: blocks)]))
    }

    @Test("x on a list row opens the explanation, loading, and asks for it; q goes back, stopping the load")
    func fromList() {
        var model = ReaderModelTests.reader([3, 2, 1])
        #expect(model.handle(.key(.character("x"))) == [.loadExplanation(3)])
        #expect(model.routes == [.list(.latest), .explanation(number: 3)])
        #expect(model.explanation?.content == .loading)
        #expect(model.keymap.screen == .explanation)
        // Keys still work while it loads: the load is an effect, not a wait.
        #expect(model.handle(.key(.character("q"))) == [.closeExplanation(3)])
        #expect(model.routes == [.list(.latest)])
    }

    @Test("x in a comic opens it over the comic; Esc goes back to the comic, not the list")
    func fromComic() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = model.handle(.key(.enter))
        #expect(model.handle(.key(.character("x"))) == [.loadExplanation(3)])
        #expect(model.routes == [.list(.latest), .detail(number: 3, from: .latest), .explanation(number: 3)])
        _ = model.handle(.key(.escape))
        #expect(model.routes == [.list(.latest), .detail(number: 3, from: .latest)])
    }

    @Test("the loaded explanation scrolls like a comic: j/k, Space, g/G, clamped at the bottom")
    func scrolls() throws {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = model.handle(.key(.character("x")))
        _ = model.handle(.explanationLoaded(3, .loaded(Self.explanation(3))))
        let layout = try #require(model.explanation?.layout)
        #expect(layout.lines.count == 31)
        _ = model.handle(.key(.character("j")))
        #expect(model.explanation?.scrollOffset == 1)
        _ = model.handle(.key(.character(" ")))
        let page = ExplanationLayout.visibleLineCount(in: ReaderModelTests.size)
        #expect(model.explanation?.scrollOffset == 1 + page)
        _ = model.handle(.key(.character("G")))
        #expect(model.explanation?.scrollOffset == layout.maxScrollOffset(in: ReaderModelTests.size))
        _ = model.handle(.key(.down))
        #expect(model.explanation?.scrollOffset == layout.maxScrollOffset(in: ReaderModelTests.size))
        _ = model.handle(.key(.character("g")))
        #expect(model.explanation?.scrollOffset == 0)
    }

    @Test("e opens the wiki page in a browser from the explanation")
    func browser() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = model.handle(.key(.character("x")))
        let link = ComicLink(.explanation, number: 3)
        #expect(model.handle(.key(.character("e"))) == link.map { [.openOutside($0)] })
    }

    @Test("an answer for a screen already left, or a second answer, changes nothing")
    func lateAnswer() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = model.handle(.key(.character("x")))
        _ = model.handle(.key(.escape))
        let before = model
        _ = model.handle(.explanationLoaded(3, .loaded(Self.explanation(3))))
        #expect(model == before)
        _ = model.handle(.key(.character("x")))
        _ = model.handle(.explanationLoaded(3, .unavailable("explain xkcd has no page for #3 yet")))
        _ = model.handle(.explanationLoaded(3, .loaded(Self.explanation(3))))
        #expect(model.explanation?.content == .unavailable("explain xkcd has no page for #3 yet"))
    }

    @Test("a resize wraps the explanation again at the new width")
    func resize() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = model.handle(.key(.character("x")))
        _ = model.handle(.explanationLoaded(3, .loaded(Self.explanation(3))))
        _ = model.handle(.resize(TerminalSize(rows: 10, columns: 8)))
        #expect(model.explanation?.layout?.width == 8)
        #expect((model.explanation?.layout?.lines.count ?? 0) > 31)
    }
}
