import ComicData
import ComicUI
import Testing

/// What If? in the reader: its feed in the Tab cycle, its rows' keys, and
/// the article screen, driven with plain events as the other screens are.
@Suite("Reader model: What If?")
struct ReaderModelWhatIfTests {
    static func entry(_ number: Int) -> WhatIfEntry {
        WhatIfEntry(number: number, title: "Article \(number)", date: "2020-01-0\(number % 10)")
    }

    static func feed(_ numbers: [Int], bookmarked: Set<Int> = [], read: Set<Int> = []) -> FeedSnapshot {
        FeedSnapshot(
            feed: .whatIf,
            rows: numbers.map {
                FeedRow(
                    number: $0,
                    content: .article(entry($0), isBookmarked: bookmarked.contains($0), isRead: read.contains($0)))
            }, hasMore: false)
    }

    static func article(_ number: Int, paragraphs: Int = 40, illustrated: Bool = false) -> WhatIfArticle {
        var blocks = (1...paragraphs).map { WhatIfBlock.text(.paragraph([.text("Paragraph \($0).", [])])) }
        if illustrated {
            blocks.insert(
                .illustration(WhatIfIllustration(src: "http://127.0.0.1:9/imgs/a.png", title: "A cow")), at: 2)
        }
        return WhatIfArticle(
            number: number, title: "Article \(number)", question: "What if?", attribution: "Ann, Oslo", blocks: blocks,
            footnotes: [[.text("A note.", [])]])
    }

    /// On the What If? list, its rows in.
    static func reader(_ numbers: [Int] = [3, 2, 1], read: Set<Int> = [], images: Bool = false) -> ReaderModel {
        var model = ReaderModel(
            size: ReaderModelTests.size,
            imageSettings: images ? ReaderImageSettings(graphics: .symbols(.truecolor), cell: .assumed) : nil)
        _ = model.handle(.list(ReaderModelTests.list(.latest, [30, 20, 10])))
        _ = model.handle(.list(feed(numbers, read: read)))
        for _ in 0..<3 { _ = model.handle(.key(.tab)) }
        return model
    }

    /// Handles `event`, then makes each article layout it asks for, as the handler does off the main loop.
    @discardableResult
    static func laidOut(_ model: inout ReaderModel, _ event: ReaderEvent) -> [ReaderEffect] {
        model.handle(event).flatMap { effect -> [ReaderEffect] in
            guard case .layOutArticle(let article, let key, let ambiguousIsWide) = effect else { return [effect] }
            return model.handle(
                .articleLaidOut(article.number, ArticleLayout(article, key: key, ambiguousIsWide: ambiguousIsWide)))
        }
    }

    @Test("What If? is the fourth feed of the Tab cycle: its rows are articles, newest first, with unread dots")
    func tabCycle() {
        #expect(ReaderModel.feeds == [.latest, .bookmarks, .unread, .whatIf])
        // Another site's feed: started the first time a person goes to it, not at every start.
        #expect(!ReaderModel.startEffects.contains(.startFeed(.whatIf)))
        var fresh = ReaderModel(size: ReaderModelTests.size)
        #expect(fresh.handle(.key(.backTab)) == [.startFeed(.whatIf)])
        _ = fresh.handle(.key(.tab))
        #expect(fresh.handle(.key(.backTab)) == [], "started once")
        var model = Self.reader(read: [2])
        #expect(model.routes == [.list(.whatIf)])
        #expect(model.lists[.whatIf]?.selectedRow?.article == Self.entry(3))
        let lines = ReaderView.frame(for: model).plainLines
        #expect(lines[0].hasPrefix("xkcd — What If?"))
        #expect(lines[0].hasSuffix("Tab: Latest"))
        #expect(lines[1].contains("•3") && lines[1].contains("Article 3"))
        #expect(!lines[2].contains("•"), "article 2 is read")
        _ = model.handle(.key(.tab))
        #expect(model.routes == [.list(.latest)])
    }

    @Test("b and u on an article's row mark the article, never a comic of its number; n finds the next unread")
    func rowMarks() {
        var model = Self.reader(read: [2])
        #expect(model.handle(.key(.character("b"))) == [.setArticleMark(.bookmark, 3, true)])
        #expect(model.handle(.key(.character("u"))) == [.setArticleMark(.read, 3, true)])
        _ = model.handle(.list(Self.feed([3, 2, 1], bookmarked: [3], read: [2, 3])))
        #expect(model.handle(.key(.character("b"))) == [.setArticleMark(.bookmark, 3, false)])
        _ = model.handle(.key(.character("n")))
        #expect(ReaderModelTests.selected(model, .whatIf) == 1, "2 is read: n skips it")
        #expect(model.handle(.key(.character("o"))) == [.openURL("https://what-if.xkcd.com/1/")])
        #expect(model.handle(.key(.character("y"))) == [.copyToClipboard("https://what-if.xkcd.com/1/")])
        #expect(model.notice == "Copied https://what-if.xkcd.com/1/")
    }

    @Test("Enter opens the article: loading, then laid out off the main loop and marked read; q goes back")
    func opens() throws {
        var model = Self.reader()
        #expect(model.handle(.key(.enter)) == [.loadArticle(3)])
        #expect(model.routes == [.list(.whatIf), .article(number: 3)])
        #expect(model.keymap.screen == .article)
        #expect(ReaderView.frame(for: model).plainLines[0] == "What If? #3 — Article 3")
        let effects = Self.laidOut(&model, .articleLoaded(3, .loaded(Self.article(3), isFromCache: false)))
        #expect(effects == [.setArticleMark(.read, 3, true)])
        let lines = ReaderView.frame(for: model).plainLines
        #expect(lines[1] == "Article 3")
        #expect(lines.contains("What if?"))
        #expect(lines.contains("—Ann, Oslo"))
        #expect(model.handle(.key(.character("q"))) == [.closeArticle(3)])
        #expect(model.routes == [.list(.whatIf)])
    }

    @Test("the article scrolls with the explanation's keys: j/k, Space, d, Ctrl-D/U, g/G, clamped")
    func scrolls() throws {
        var model = Self.reader()
        _ = model.handle(.key(.enter))
        Self.laidOut(&model, .articleLoaded(3, .loaded(Self.article(3), isFromCache: false)))
        let layout = try #require(model.article?.layout)
        let size = ReaderModelTests.size
        let page = ArticleLayout.visibleLineCount(in: size)
        _ = model.handle(.key(.character("j")))
        #expect(model.article?.scrollOffset == 1)
        _ = model.handle(.key(.character(" ")))
        #expect(model.article?.scrollOffset == 1 + page)
        _ = model.handle(.key(.character("d")))
        #expect(model.article?.scrollOffset == 1 + 2 * page)
        _ = model.handle(.key(.control("u")))
        #expect(model.article?.scrollOffset == 1 + 2 * page - page / 2)
        _ = model.handle(.key(.control("d")))
        #expect(model.article?.scrollOffset == 1 + 2 * page)
        _ = model.handle(.key(.character("k")))
        #expect(model.article?.scrollOffset == 2 * page)
        _ = model.handle(.key(.character("G")))
        #expect(model.article?.scrollOffset == layout.maxScrollOffset(in: size))
        _ = model.handle(.key(.character("j")))
        #expect(model.article?.scrollOffset == layout.maxScrollOffset(in: size))
        _ = model.handle(.key(.character("g")))
        #expect(model.article?.scrollOffset == 0)
        let last = ReaderView.frame(for: model).plainLines.last ?? ""
        #expect(last.contains("lines 1–\(page) of \(layout.lines.count)"))
        #expect(layout.lines.contains { $0.text == "[1] A note." }, "footnotes numbered at the end")
    }

    @Test("keys never lay the article out again; a resize does, once, for the new size")
    func layoutOncePerSize() {
        var model = Self.reader()
        _ = model.handle(.key(.enter))
        Self.laidOut(&model, .articleLoaded(3, .loaded(Self.article(3), isFromCache: false)))
        for key in [Key.character("j"), .character(" "), .character("G"), .control("u")] {
            #expect(!model.handle(.key(key)).contains { if case .layOutArticle = $0 { true } else { false } })
        }
        let effects = model.handle(.resize(TerminalSize(rows: 12, columns: 40)))
        #expect(effects.count { if case .layOutArticle(_, let key, _) = $0 { key.width == 40 } else { false } } == 1)
    }

    @Test(
        "b, u, o and y in the article act on the article, y saying what it copied; offline the status line says it is the saved copy"
    )
    func articleKeys() {
        var model = Self.reader()
        _ = model.handle(.list(Self.feed([3, 2, 1], bookmarked: [3])))
        _ = model.handle(.key(.enter))
        Self.laidOut(&model, .articleLoaded(3, .loaded(Self.article(3), isFromCache: true)))
        #expect(model.handle(.key(.character("b"))) == [.setArticleMark(.bookmark, 3, false)])
        #expect(model.handle(.key(.character("u"))) == [.setArticleMark(.read, 3, true)])
        #expect(model.handle(.key(.character("o"))) == [.openURL("https://what-if.xkcd.com/3/")])
        #expect(ReaderView.frame(for: model).plainLines.last?.hasPrefix("Offline — the copy sync saved") == true)
        #expect(model.handle(.key(.character("y"))) == [.copyToClipboard("https://what-if.xkcd.com/3/")])
        #expect(ReaderView.frame(for: model).plainLines.last?.hasPrefix("Copied https://what-if.xkcd.com/3/") == true)
        _ = model.handle(.key(.character("q")))
        _ = model.handle(
            .list(FeedSnapshot(feed: .whatIf, rows: Self.feed([3, 2, 1]).rows, hasMore: false, isFromCache: true)))
        #expect(
            ReaderView.frame(for: model).plainLines.last?.hasPrefix("What If? · Offline — showing saved articles")
                == true)
    }

    @Test("an article that cannot be had says why in one line")
    func unavailable() {
        var model = Self.reader()
        _ = model.handle(.key(.enter))
        _ = model.handle(.articleLoaded(3, .unavailable(WhatIfError.notSaved(3).description)))
        #expect(ReaderView.frame(for: model).plainLines[1].hasPrefix("What If? article 3 is not saved"))
    }

    @Test("go to a number on the What If? list opens that article and continues the list from it")
    func goTo() {
        var model = Self.reader()
        _ = model.handle(.key(.character("2")))
        #expect(model.handle(.key(.enter)) == [.loadArticle(2)])
        #expect(model.routes == [.list(.whatIf), .article(number: 2)])
        #expect(ReaderModelTests.selected(model, .whatIf) == 2)
        _ = model.handle(.key(.character("q")))
        _ = model.handle(.key(.character("7")))
        #expect(model.handle(.key(.enter)) == [.startPages(.whatIf, at: 7), .loadArticle(7)])
    }

    @Test("with images on, an illustration gets rows of its own and loads; the title text stays below it")
    func illustration() throws {
        var model = Self.reader(images: true)
        _ = model.handle(.key(.enter))
        let effects = Self.laidOut(
            &model, .articleLoaded(3, .loaded(Self.article(3, illustrated: true), isFromCache: false)))
        #expect(effects.contains(.loadIllustrations(3, ["http://127.0.0.1:9/imgs/a.png"])))
        let layout = try #require(model.article?.layout)
        let placed = try #require(layout.illustrations.first)
        #expect(layout.key.illustrationRows < ArticleLayout.visibleLineCount(in: ReaderModelTests.size))
        #expect(layout.lines[placed.line + layout.key.illustrationRows].text.hasPrefix("Illustration: A cow"))
    }
}

@Suite("Reader model: a What If? illustration in the viewer")
struct ReaderModelWhatIfViewerTests {
    @Test("v opens the illustration in view alone in the image viewer, as it loaded; q goes back to the article")
    func view() throws {
        var model = ReaderModelWhatIfTests.reader(images: true)
        _ = model.handle(.key(.enter))
        ReaderModelWhatIfTests.laidOut(
            &model, .articleLoaded(3, .loaded(ReaderModelWhatIfTests.article(3, illustrated: true), isFromCache: false))
        )
        #expect(model.handle(.key(.character("v"))) == [])
        #expect(model.notice == "No illustration in view")
        // A screen down: the illustration's rows are in view.
        _ = model.handle(.key(.character(" ")))
        #expect(model.handle(.key(.character("v"))) == [])
        #expect(model.notice == "The illustration has not loaded")
        let pixels = try #require(
            DecodedImage(width: 40, height: 20, format: .png, pixels: [UInt8](repeating: 0, count: 3200)))
        let image = ReaderImage(comicNumber: -3001, image: pixels)
        _ = model.handle(.illustrationLoaded(3, src: "http://127.0.0.1:9/imgs/a.png", .loaded(image)))
        let frame = ReaderView.frame(for: model)
        #expect(frame.images.count == 1, "drawn in the rows kept for it")
        #expect(model.handle(.key(.character("v"))) == [])
        #expect(model.routes == [.list(.whatIf), .article(number: 3), .viewer(number: -3001)])
        #expect(model.viewer?.viewport != nil)
        _ = model.handle(.key(.character("q")))
        #expect(model.routes == [.list(.whatIf), .article(number: 3)])
    }
}
