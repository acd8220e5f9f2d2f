import ComicData
import ComicTestSupport
import Foundation
import Testing

@testable import ComicUI

/// An explanation as terminal lines: wrapped by display width, styled by
/// role, sanitized, footnotes at the end of their section.
@Suite("Explanation text")
struct ExplanationTextTests {
    func article(_ number: Int) throws -> ExplainedArticle {
        try ExplanationPageParser().article(fromHTML: try RecordedParse.comic(number).text)
    }

    @Test("sections as headings, paragraphs wrapped to the width, nothing wider", arguments: [20, 40, 80])
    func wraps(width: Int) throws {
        let lines = ExplanationText.lines(try article(327), width: width)
        #expect(lines.allSatisfy { TerminalText.width($0.text) <= width }, "\(lines.map(\.text))")
        #expect(lines.first == StyledLine([.init("Explanation", role: .heading)]))
        #expect(lines.contains(StyledLine([.init("Transcript", role: .heading)])))
        let words = lines.map(\.text).joined(separator: " ").split(separator: " ")
        #expect(words.contains("sanitizing"))
    }

    @Test("bold and italic are roles; footnotes are [n] with the notes at the end of the section")
    func roles() throws {
        let lines = ExplanationText.lines(try article(327), width: 200)
        let spans = lines.flatMap(\.spans)
        #expect(spans.contains(.init("Robert');", role: .strong)))
        #expect(spans.contains(.init("sanitizing", role: .emphasis)))
        #expect(spans.contains(.init("[1]", role: .secondary)))
        #expect(spans.contains(.init(ExplanationText.citationNeeded, role: .secondary)))
        let texts = lines.map(\.text)
        let note = try #require(texts.firstIndex { $0.hasPrefix("[1] The name closes a string") })
        let transcript = try #require(texts.firstIndex(of: "Transcript"))
        #expect(note < transcript, "the notes close their section")
    }

    @Test("lists, indented lines and numbered items")
    func blocks() throws {
        let texts = ExplanationText.lines(try article(327), width: 200).map(\.text)
        #expect(texts.contains("1. The quote closes the text the program expected."))
        #expect(texts.contains("  [Mrs. Roberts is on the phone.]"))
        #expect(texts.contains { $0.hasPrefix("    Did you really name your son") })
        #expect(texts.contains("- The comic is one of the most cited on security sites."))
        #expect(texts.contains("  - It even has a site of its own, bobby-tables.com."))
    }

    @Test("a numbered item that starts with a table keeps its mark within even one column", arguments: [1, 2, 3])
    func markOnItsOwnLine(width: Int) {
        let table = ExplainedBlock.table(header: [[.text("h", [])]], rows: [[[.text("c", [])]]])
        let items = (1...12).map { _ in [table] }
        let article = ExplainedArticle(sections: [ExplainedSection(title: "T", blocks: [.numbered(items)])])
        let texts = ExplanationText.lines(article, width: width).map(\.text)
        #expect(texts.allSatisfy { TerminalText.width($0) <= width }, "\(texts)")
        #expect(texts.joined().contains("12."))
    }

    @Test("a wide character in a 1-column window is a one-column stand-in, never an overflow")
    func wideCharacterInOneColumn() {
        let article = ExplainedArticle(sections: [
            ExplainedSection(title: "T", blocks: [.paragraph([.text("a\u{52CD}b", [])])])
        ])
        let narrow = ExplanationText.lines(article, width: 1).map(\.text)
        #expect(narrow.allSatisfy { TerminalText.width($0) <= 1 }, "\(narrow)")
        #expect(narrow.suffix(3) == ["a", "?", "b"])
        #expect(ExplanationText.lines(article, width: 2).map(\.text).contains("\u{52CD}"), "kept where it fits")
    }

    /// A word cut line after line: what is left of it is counted, not
    /// measured again, so each line must still be as full as it can be.
    @Test("a long word mixing wide and narrow characters fills every line and loses nothing", arguments: [1, 2, 3, 7])
    func longWordCutLineByLine(width: Int) {
        let word = String(repeating: "ab\u{52CD}e\u{301}\u{1F600}c", count: 40)
        let article = ExplainedArticle(sections: [ExplainedSection(title: "T", blocks: [.paragraph([.text(word, [])])])]
        )
        let texts = ExplanationText.lines(article, width: width).map(\.text).drop { $0 != "T" }.dropFirst()
        #expect(texts.allSatisfy { TerminalText.width($0) <= width }, "\(Array(texts))")
        // Full: the first character of the next line would not have fitted.
        for (line, next) in zip(texts, texts.dropFirst()) {
            let first = next.first.map { TerminalText.width($0) } ?? 0
            #expect(TerminalText.width(line) + first > width, "\(line) then \(next)")
        }
        let expected = width == 1 ? word.replacingOccurrences(of: "\u{52CD}", with: "?") : word
        #expect(texts.joined() == expected.replacingOccurrences(of: "\u{1F600}", with: width == 1 ? "?" : "\u{1F600}"))
    }

    @Test("a table is aligned rows where it fits, label: value pairs where it does not")
    func table() throws {
        let article = try article(3032)
        let wide = ExplanationText.lines(article, width: 80).map(\.text)
        #expect(wide.contains("Isobar                   Yes    Equal pressure"), "\(wide)")
        let narrow = ExplanationText.lines(article, width: 30).map(\.text)
        #expect(narrow.contains("  Line: Isobar"), "\(narrow)")
        #expect(narrow.contains("  Meaning: Equal pressure"))
    }

    @Test("a line break in a header cell or a row cell leaves no raw line feed in any line", arguments: [true, false])
    func tableLineBreak(inHeader: Bool) {
        let broken: [ExplainedInline] = [.text("two\nlines", [])]
        let plain: [ExplainedInline] = [.text("cell", [])]
        let table = ExplainedBlock.table(
            header: [inHeader ? broken : plain, plain], rows: [[inHeader ? plain : broken, plain]])
        let article = ExplainedArticle(sections: [ExplainedSection(title: "T", blocks: [table])])
        for width in [40, 100] {
            let lines = ExplanationText.lines(article, width: width).map(\.text)
            #expect(!lines.contains { $0.unicodeScalars.contains(where: OutputPolicy.isUnsafe) }, "\(lines)")
            #expect(lines.contains { $0.contains("two") } && lines.contains { $0.contains("lines") }, "\(lines)")
        }
    }

    @Test("the incomplete notice is one marked line, cut to the width")
    func incomplete() throws {
        let lines = ExplanationText.lines(try article(2497), width: 30)
        #expect(lines.first?.spans.first?.role == .accent)
        #expect(lines.first?.text.hasPrefix("! Incomplete explanation") == true)
        let wide = ExplanationText.lines(try article(2497), width: 200)
        #expect(wide.count(where: { $0.spans.first?.role == .accent }) == 1)
        #expect(wide.first?.text.contains("NORXONDOR GORGONAX. Please say why") == true)
    }

    @Test("escapes, BEL, C1 controls and bidi overrides never reach the terminal")
    func sanitized() throws {
        let article = try ExplanationPageParser().article(fromHTML: HostileExplanationPages.controls)
        let text = ExplanationText.lines(article, width: 80).map(\.text).joined()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(!text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
        #expect(text.hasPrefix("Explanationred") && text.hasSuffix("end"))
    }

    @Test("a URL wider than the line starts a line of its own and breaks only there")
    func url() {
        let url = "https://en.wikipedia.org/wiki/Some_very_long_article_name"
        let article = ExplainedArticle(sections: [
            ExplainedSection(title: "T", blocks: [.paragraph([.text("see \(url) now", [])])])
        ])
        let lines = ExplanationText.lines(article, width: 30).map(\.text)
        #expect(lines == ["T", "see", String(url.prefix(30)), String(url.dropFirst(30)), "now"])
    }

    @Test("plain text has no roles and ends each line")
    func plain() throws {
        let text = ExplanationText.plain(try article(1), width: 40)
        #expect(text.hasPrefix("Explanation\n"))
        #expect(!text.contains("\u{1B}"))
    }
}
