import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// explain xkcd's rendered pages (recorded from the test wiki) into articles.
@Suite("Reading explain xkcd's HTML")
struct ExplanationPageParserTests {
    let parser = ExplanationPageParser()

    func article(_ number: Int) throws -> ExplainedArticle {
        try parser.article(fromHTML: try RecordedParse.comic(number).text)
    }

    @Test("sections by h2, the comic box and the discussion left out")
    func sections() throws {
        let article = try article(327)
        #expect(article.sections.map(\.title) == ["Explanation", "Transcript", "Trivia"])
        let all = article.sections.map(\.plainText).joined(separator: "\n")
        #expect(!all.contains("Her daughter is named"), "the comic box is not the explanation")
        #expect(!all.contains("I loved this one"), "the discussion is talk")
        #expect(!all.contains("NewPP"), "comments are dropped")
        #expect(article.incomplete == nil)
    }

    @Test("paragraphs keep bold, italic and links; ===subheadings=== and # lists become blocks")
    func explanation() throws {
        let section = try #require(try article(327).section(named: "explanation"))
        guard case .paragraph(let first) = section.blocks.first else {
            Issue.record("\(section.blocks)")
            return
        }
        #expect(first.contains(.text("Robert'); DROP TABLE Students;--", .bold)))
        #expect(
            first.contains(.link(text: "SQL injection", url: "https://en.wikipedia.org/wiki/SQL_injection", [])))
        #expect(section.blocks.contains(.heading([.text("Why it works", [])])))
        let numbered = section.blocks.compactMap { block -> Int? in
            if case .numbered(let items) = block { return items.count }
            return nil
        }
        #expect(numbered == [3])
        #expect(section.plainText.contains("sanitizing"))
    }

    @Test("<ref> marks are numbered per section and their notes kept with it; citation needed is a mark")
    func footnotes() throws {
        let section = try #require(try article(327).section(named: "Explanation"))
        let marks = section.blocks.flatMap { block -> [ExplainedInline] in
            if case .paragraph(let runs) = block {
                return runs.filter { if case .footnote = $0 { true } else { false } }
            }
            return []
        }
        #expect(marks == [.footnote(1), .footnote(2)])
        #expect(section.notes.count == 2)
        #expect(section.notes.first?.plainText == "The name closes a string, ends the statement and starts a new one.")
        #expect(section.notes.last?.contains { if case .link = $0 { true } else { false } } == true)
        let runs: [ExplainedInline] = section.blocks.flatMap { block -> [ExplainedInline] in
            if case .paragraph(let runs) = block { return runs }
            return []
        }
        #expect(runs.contains(.citationNeeded))
        #expect(!section.plainText.contains("citation needed"))
    }

    @Test("the transcript's : lines are indented lines, :: one level deeper")
    func transcript() throws {
        let section = try #require(try article(327).section(named: "Transcript"))
        #expect(section.blocks.first == .indented(depth: 1, [.text("[Mrs. Roberts is on the phone.]", [])]))
        #expect(section.blocks.contains { if case .indented(2, _) = $0 { true } else { false } })
        #expect(section.blocks.count == 8)
    }

    @Test("nested bullets stay nested; a hidden comment is gone")
    func bullets() throws {
        let section = try #require(try article(327).section(named: "Trivia"))
        guard case .bullets(let items) = section.blocks.first else {
            Issue.record("\(section.blocks)")
            return
        }
        #expect(items.count == 2)
        #expect(items[0].contains { if case .bullets = $0 { true } else { false } })
        #expect(!section.plainText.contains("hidden note"))
    }

    @Test("a table keeps its header and rows")
    func table() throws {
        let section = try #require(try article(353).section(named: "Explanation"))
        let table = section.blocks.first { if case .table = $0 { true } else { false } }
        guard case .table(let header, let rows) = table else {
            Issue.record("\(section.blocks)")
            return
        }
        #expect(header.map(\.plainText) == ["Statement", "What it does"])
        #expect(rows.map { $0.map(\.plainText) }.last == ["import antigravity", "Opens this comic in a browser"])
    }

    @Test("{{incomplete|reason}} becomes the article's notice, with its reason's words, not a block")
    func incomplete() throws {
        let article = try article(2497)
        #expect(
            article.incomplete == "Created by a NORXONDOR GORGONAX. Please say why this explanation isn't complete.")
        #expect(article.section(named: "Explanation")?.plainText.contains("may be incomplete") == false)
        let listed = try self.article(3032)
        #expect(listed.incomplete == "It should say more about each line. It should be divided into sections.")
    }

    @Test("explain xkcd's own {{incomplete}}: a notice_tpl box, the reason in italics; other notices stay text")
    func incompleteAsTheWikiRendersIt() throws {
        let html = """
            <h2><span class="mw-headline" id="Explanation">Explanation</span></h2>
            <table class="notice&#95;tpl" style="width: 100%;"><tbody><tr><td><b>This explanation may be incomplete \
            or incorrect:</b> <i>Created by a BOT. Say why this isn't complete.</i><br>If you can address this issue, \
            please edit the page! Thanks.</td></tr></tbody></table>
            <p>The comic's own words.</p>
            <table class="notice_tpl"><tbody><tr><td>This page is about a comic strip.</td></tr></tbody></table>
            """
        let article = try parser.article(fromHTML: html)
        #expect(article.incomplete == "Created by a BOT. Say why this isn't complete.")
        let text = article.section(named: "Explanation")?.plainText ?? ""
        #expect(!text.contains("may be incomplete") && text.contains("The comic's own words."), "\(text)")
        #expect(text.contains("This page is about a comic strip."), "a notice that is not {{incomplete}} is kept")
    }

    @Test("broken HTML is recovered, not refused; empty HTML is an empty article")
    func broken() throws {
        let article = try parser.article(fromHTML: "<h2>Explanation<p>open <b>bold <i>both</p><h2>Trivia</h2><li>x")
        #expect(article.sections.count == 2)
        #expect(article.sections.first?.title.hasPrefix("Explanation") == true)
        #expect(article.sections.last?.title == "Trivia")
        #expect(try parser.article(fromHTML: "").sections.isEmpty)
    }

    @Test(
        "around the wiki's control characters the text is kept; what libxml2 keeps of them is for the views' sanitizer")
    func controls() throws {
        let text = try parser.article(fromHTML: HostileExplanationPages.controls).sections.first?.plainText ?? ""
        #expect(text.hasPrefix("red") && text.hasSuffix("end"))
        #expect(text.contains("\u{202E}"), "the bidi override reaches the views, which remove it")
    }

    @Test(
        "white space collapses alike in ASCII text and in text with other characters",
        arguments: ["plain", "caf\u{E9}"])
    func whiteSpaceCollapses(word: String) throws {
        let html = "<h2>Explanation</h2><p>\r\n a \t\r\n b\t\(word)\r\n</p>"

        let text = try ExplanationPageParser().article(fromHTML: html).sections.first?.plainText

        #expect(text == "a b \(word)")
    }

    @Test("a class list is split at ASCII white space, as HTML does")
    func classList() {
        #expect(HTMLNode.classList("mw-editsection\ttoc\n", contains: "toc"))
        #expect(!HTMLNode.classList("mw-editsection\u{A0}toc", contains: "toc"))
        #expect(!HTMLNode.classList("tocs", contains: "toc"))
    }
}
