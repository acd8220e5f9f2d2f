import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// What If?'s pages as the stand-in site writes them (both layouts), and
/// hostile ones: what the parser keeps, and where it stops.
@Suite("What If? pages, read with libxml2")
struct WhatIfPageParserTests {
    static let origin = URL(string: "https://what-if.example:8443")!
    let site = WhatIfSite()
    let parser = WhatIfPageParser(origin: origin)

    func page(_ number: Int) throws -> String {
        try #require(site.files(at: Self.origin)["/\(number)/"]).utf8String
    }

    @Test("the archive: every listed article once, newest first, whatever form its link takes; dates as YYYY-MM-DD")
    func archive() throws {
        let html = try #require(site.files(at: Self.origin)["/archive/"]).utf8String
        let entries = try parser.archive(fromHTML: html)
        #expect(entries.map(\.number) == site.listed.map(\.number).reversed())
        #expect(!entries.contains { $0.number == WhatIfSite.unlisted })
        let first = try #require(entries.last)
        #expect(first.title == "Bathtub Ocean")
        #expect(first.date == "2012-07-03")
        #expect(entries.first?.date == "2013-02-12")
    }

    @Test("the older layout: title in <a><h1>, question, who asked without the dash, footnotes numbered")
    func olderLayout() throws {
        let article = try parser.article(4, fromHTML: try page(4))
        #expect(article.title == "Slow Rain")
        #expect(article.question == "What if raindrops fell at a walking pace?")
        #expect(article.attribution == "Ines")
        #expect(article.footnotes.map(\.plainText) == ["Mostly.", "Not the big ones."])
        #expect(article.paragraphs.first == "You could dodge them.")
        guard case .text(.paragraph(let runs)) = article.blocks.first else {
            Issue.record("no paragraph first: \(article.blocks)")
            return
        }
        #expect(runs.contains(.footnote(1)) && runs.contains(.footnote(2)))
        #expect(
            article.blocks.contains(
                .text(.numbered([[.paragraph([.text("Look up.", [])])], [.paragraph([.text("Step left.", [])])]]))))
        #expect(
            article.illustrations == [
                .init(src: "https://what-if.example:8443/imgs/a/4/drop.png", title: "Excuse me."),
                .init(src: "https://what-if.example:8443/imgs/a/4/puddle.png", title: "A puddle, eventually."),
            ])
        #expect(!article.paragraphs.joined().contains("Footer") && !article.paragraphs.joined().contains("not text"))
    }

    @Test(
        "the newer layout: title in <h2 id=title><a>; a footnote keeps its links and italics; links keep their address")
    func newerLayout() throws {
        let article = try parser.article(12, fromHTML: try page(12))
        #expect(article.title == "Quiet Planet")
        #expect(article.attribution == "Lee")
        #expect(
            article.footnotes == [
                [
                    .text("They notice ", []), .link(text: "everything", url: "https://example.org/q", []),
                    .text(".", []),
                ]
            ])
        let seventh = try parser.article(7, fromHTML: try page(7))
        #expect(
            seventh.footnotes == [[.text("Unless you live ", []), .text("very", .italic), .text(" far inland.", [])]])
        let eleventh = try parser.article(11, fromHTML: try page(11))
        #expect(
            eleventh.blocks.contains { block in
                if case .text(.paragraph(let runs)) = block {
                    return runs.contains(.link(text: "walking to the sea", url: "https://what-if.example:8443/7/", []))
                }
                return false
            })
    }

    @Test("an illustration on another origin is kept as its title text, its address refused")
    func foreignIllustration() throws {
        let html = """
            <article id="entry"><h2 id="title"><a>T</a></h2><p>Before.</p>
            <img class="illustration" src="https://elsewhere.example/imgs/a/1/x.png" title="Far away">
            <img class="illustration" src="//what-if.example:8443/imgs/a/1/y.png" title="Near"></article>
            """
        let article = try parser.article(1, fromHTML: html)
        #expect(
            article.illustrations == [
                .init(src: nil, title: "Far away"),
                .init(src: "https://what-if.example:8443/imgs/a/1/y.png", title: "Near"),
            ])
    }

    @Test("a page over 4 MiB is refused in one line before parsing; one with no article says so")
    func tooLargeAndEmpty() throws {
        let huge = "<article><p>" + String(repeating: "a", count: 4 * 1024 * 1024) + "</p></article>"
        #expect(throws: WhatIfPageParser.Failure.tooLarge(bytes: huge.utf8.count, limit: 4 * 1024 * 1024)) {
            try parser.article(1, fromHTML: huge)
        }
        #expect(throws: WhatIfPageParser.Failure.noArticle) { try parser.article(1, fromHTML: "<p>nothing</p>") }
        #expect(try parser.archive(fromHTML: "") == [])
    }

    @Test("nesting far deeper than the depth limit is read flat, without recursion, and the walk stops at the node cap")
    func depthAndNodes() throws {
        let deep =
            "<article><p>top</p>" + String(repeating: "<div><span>", count: 20_000) + "deep"
            + String(repeating: "</span></div>", count: 20_000) + "</article>"
        let article = try parser.article(1, fromHTML: deep)
        #expect(article.paragraphs.first == "top")
        var limits = WhatIfPageParser.Limits()
        limits.maximumNodes = 500
        let capped = try WhatIfPageParser(origin: Self.origin, limits: limits).article(5, fromHTML: try page(5))
        #expect(capped.paragraphs.count > 10 && capped.paragraphs.count < 500)
    }

    @Test("the 1 MB article reads whole within its budgets; a page slower than its time budget is refused in one line")
    func largeArticleAndTime() throws {
        let html = try page(WhatIfSite.large)
        #expect(html.utf8.count > 1_000_000)
        let article = try parser.article(WhatIfSite.large, fromHTML: html)
        #expect(article.paragraphs.count == WhatIfSite.largeParagraphs)
        var limits = WhatIfPageParser.Limits()
        limits.maximumTime = .zero
        #expect(throws: WhatIfPageParser.Failure.tooSlow) {
            try WhatIfPageParser(origin: Self.origin, limits: limits).article(WhatIfSite.large, fromHTML: html)
        }
    }
}

extension Data {
    fileprivate var utf8String: String { String(decoding: self, as: UTF8.self) }
}
