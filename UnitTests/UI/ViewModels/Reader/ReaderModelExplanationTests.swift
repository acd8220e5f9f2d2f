import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Synchronization
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

    /// Handles `event`, then makes each layout it asks for, as the effect
    /// handler does off the main loop, and hands it back.
    @discardableResult
    static func laidOut(_ model: inout ReaderModel, _ event: ReaderEvent) -> [ReaderEffect] {
        model.handle(event).flatMap { effect -> [ReaderEffect] in
            guard case .layOutExplanation(let explanation, let width, let ambiguousIsWide) = effect else {
                return [effect]
            }
            let layout = ExplanationLayout(explanation, width: width, ambiguousIsWide: ambiguousIsWide)
            return model.handle(.explanationLaidOut(explanation.number, layout))
        }
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
        Self.laidOut(&model, .explanationLoaded(3, .loaded(Self.explanation(3))))
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

    @Test("a resize wraps the explanation again at the new width, off the main loop")
    func resize() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = model.handle(.key(.character("x")))
        Self.laidOut(&model, .explanationLoaded(3, .loaded(Self.explanation(3))))
        Self.laidOut(&model, .resize(TerminalSize(rows: 10, columns: 8)))
        #expect(model.explanation?.layout?.width == 8)
        #expect((model.explanation?.layout?.lines.count ?? 0) > 31)
    }

    @Test("a resize storm asks for one layout a width; only the newest is taken, and keys act meanwhile")
    func resizeStorm() throws {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = model.handle(.key(.character("x")))
        let explanation = Self.explanation(3, paragraphs: 60)
        #expect(
            model.handle(.explanationLoaded(3, .loaded(explanation)))
                == [.layOutExplanation(explanation, width: 80, ambiguousIsWide: false)])
        #expect(model.explanation?.layout == nil, "the model never wraps a page itself")
        _ = model.handle(.explanationLaidOut(3, ExplanationLayout(explanation, width: 80)))
        var asked: [Int] = []
        for columns in [60, 40, 60, 60, 30] {
            for effect in model.handle(.resize(TerminalSize(rows: 10, columns: columns))) {
                if case .layOutExplanation(_, let width, _) = effect { asked.append(width) }
            }
        }
        #expect(asked == [60, 40, 60, 30], "a width already awaited is not asked for again")
        // The layout still shown is the 80-column one, cut to the screen until the new one comes.
        #expect(model.explanation?.layout?.width == 80)
        let frame = ReaderView.frame(for: model)
        #expect(frame.lines.allSatisfy { TerminalText.width($0.text) <= 30 })
        // A layout for a width no longer in effect is not taken.
        _ = model.handle(.explanationLaidOut(3, ExplanationLayout(explanation, width: 60)))
        #expect(model.explanation?.layout?.width == 80)
        _ = model.handle(.explanationLaidOut(3, ExplanationLayout(explanation, width: 30)))
        #expect(model.explanation?.layout?.width == 30)
        // Keys never wait for a layout: j scrolls, q goes back at once.
        _ = model.handle(.resize(TerminalSize(rows: 10, columns: 50)))
        _ = model.handle(.key(.character("j")))
        #expect(model.explanation?.scrollOffset == 1)
        _ = model.handle(.key(.character("q")))
        #expect(model.routes == [.list(.latest)])
    }

    @Test("a layout told to stop ends early and gives nothing")
    func layoutStops() {
        let explanation = Self.explanation(3, paragraphs: 500)
        let calls = Mutex(0)
        let layout = ExplanationLayout(explanation, width: 40, ambiguousIsWide: false) {
            calls.withLock { count in
                count += 1
                return count > 10
            }
        }
        #expect(layout == nil)
        #expect(calls.withLock { $0 } <= 12, "it stops within a block of being told")
        #expect(ExplanationLayout(explanation, width: 40, ambiguousIsWide: false) { false }?.lines.count == 501)
    }
}
