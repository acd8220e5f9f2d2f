import ComicData
import ComicTestSupport
import Foundation
import Testing

/// Hostile pages stay bounded: an 800 KB page is read whole, deep nesting
/// never overflows the stack, a huge table is cut to its caps, and a page
/// past the byte cap is refused in one line.
@Suite("Reading hostile explain xkcd pages")
struct ExplanationPageParserLimitsTests {
    let parser = ExplanationPageParser()

    @Test("an 800 KB page is read whole, its footnotes numbered up to their cap")
    func large() throws {
        let article = try parser.article(fromHTML: HostileExplanationPages.large(bytes: 800_000))
        let section = try #require(article.sections.first)
        let paragraphs = section.blocks.filter { if case .paragraph = $0 { true } else { false } }
        #expect(paragraphs.count > 1_000)
        // Notes stop at their cap per section; the text goes on.
        let notes = min(paragraphs.count, ExplanationPageParser.Limits().maximumNotesPerSection)
        #expect(section.notes.count == notes)
        #expect(section.notes.last?.plainText == "Note \(notes).")
        #expect(section.plainText.contains("Paragraph \(paragraphs.count) talks"))
    }

    @Test("200 nested elements are read as text past the depth cap, without recursion")
    func deep() throws {
        let article = try parser.article(fromHTML: HostileExplanationPages.deeplyNested(levels: 200))
        let text = article.sections.first?.plainText ?? ""
        #expect(text.contains("deep"))
        #expect(text.contains("after"))
    }

    @Test("100,000 nested elements: libxml2 stops at its own depth limit; no crash, the section stays")
    func deeper() throws {
        let article = try parser.article(fromHTML: HostileExplanationPages.deeplyNested(levels: 100_000))
        #expect(article.sections.map(\.title) == ["Explanation"])
    }

    @Test("a table of 10,000 cells keeps at most the row and column caps")
    func table() throws {
        let limits = ExplanationPageParser.Limits()
        let wide = try parser.article(fromHTML: HostileExplanationPages.table(rows: 100, columns: 100))
        let tall = try parser.article(fromHTML: HostileExplanationPages.table(rows: 10_000, columns: 1))
        guard case .table(_, let wideRows) = wide.sections.first?.blocks.first,
            case .table(_, let tallRows) = tall.sections.first?.blocks.first
        else {
            Issue.record("no table")
            return
        }
        #expect(wideRows.count == 100)
        #expect(wideRows.allSatisfy { $0.count == limits.maximumTableColumns })
        #expect(tallRows.count == limits.maximumTableRows)
    }

    @Test("the text budget cuts a page's text, and a page past the byte cap is refused in one line")
    func budgets() throws {
        var limits = ExplanationPageParser.Limits()
        limits.maximumTextBytes = 10_000
        let cut = try ExplanationPageParser(limits: limits).article(fromHTML: HostileExplanationPages.large())
        let kept = cut.sections.map(\.plainText).joined().utf8.count
        // The budget counts the text; plainText adds a newline between blocks.
        #expect(kept <= 10_500 && kept > 5_000, "\(kept)")
        limits.maximumBytes = 1_000
        let error = #expect(throws: ExplanationPageParser.Failure.self) {
            try ExplanationPageParser(limits: limits).article(fromHTML: HostileExplanationPages.large(bytes: 2_000))
        }
        #expect(error?.description.contains("1000") == true)
        #expect(error?.description.contains("\n") == false)
    }
}
