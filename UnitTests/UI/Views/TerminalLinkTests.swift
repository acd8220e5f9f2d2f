import ComicUI
import Testing

/// A link in a narrow screen: never broken across lines (issue 30).
@Suite("Links on narrow screens")
struct TerminalLinkTests {
    static let explain = "https://www.explainxkcd.com/wiki/index.php/405"

    @Test("a link that fits stays on its label's line; else it takes a line of its own")
    func ownLine() {
        #expect(TerminalText.labelledLink("Explain:", Self.explain, width: 80) == ["Explain: " + Self.explain])
        #expect(TerminalText.labelledLink("Explain:", Self.explain, width: 50) == ["Explain:", Self.explain])
    }

    @Test("narrower than the link: cut in the middle, its host and its last segment kept", arguments: [8, 20, 40, 45])
    func cutInTheMiddle(width: Int) throws {
        let lines = TerminalText.labelledLink("Explain:", Self.explain, width: width)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { TerminalText.width($0) <= width })
        let link = try #require(lines.last)
        #expect(link.contains("…"))
        if width >= 20 {
            #expect(link.hasPrefix("https://www."))
            #expect(link.hasSuffix("/405"), "the comic's number")
        }
    }

    @Test("a long file name is kept whole when the host keeps a few letters")
    func fileName() {
        let image = "https://imgs.xkcd.com/comics/exoplanet_system.png"
        #expect(
            TerminalText.labelledLink("Image:", image, width: 40).last == "https://imgs.xkcd.…/exoplanet_system.png")
    }

    @Test("on a terminal that draws the ellipsis two columns wide, no line is wider")
    func ambiguousWide() {
        let lines = TerminalText.labelledLink("Explain:", Self.explain, width: 30, ambiguousIsWide: true)
        #expect(lines.allSatisfy { TerminalText.width($0, ambiguousIsWide: true) <= 30 })
    }
}
