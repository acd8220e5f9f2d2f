import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Cleaning the API's text")
struct TextCleanupTests {
    let cleaner = ComicTextCleaner()

    @Test(
        "named, decimal and hex entities are decoded",
        arguments: [
            ("Clich&eacute;d", "Clichéd"),
            ("a&nbsp;b", "a\u{00A0}b"),
            ("Tom &amp; Jerry", "Tom & Jerry"),
            ("&#8220;quoted&#8221;", "“quoted”"),
            ("&#x2014;&#X2014;", "——"),
            ("&lt;b&gt;", "<b>"),
            ("&pi; &Omega; &sigmaf;", "π Ω ς"),
        ])
    func entities(raw: String, clean: String) {
        #expect(cleaner.cleanText(raw) == clean)
    }

    @Test(
        "what is not a well-formed entity stays as it is",
        arguments: [
            "D&D Roll", "a & b", "&bogus;", "&#;", "&#xZZ;", "&#0;", "&#1114112;", "AT&T;", "&amp",
        ])
    func notEntities(raw: String) {
        #expect(cleaner.cleanText(raw) == raw)
    }

    @Test("entities are decoded once: &amp;lt; is &lt;, not <")
    func singlePass() {
        #expect(cleaner.cleanText("&amp;lt;b&amp;gt;") == "&lt;b&gt;")
    }

    @Test("tags are stripped from titles, escaped brackets are kept")
    func titleTags() {
        #expect(cleaner.cleanTitle(#"<span style="color: #0000ED">House</span> of Pancakes"#) == "House of Pancakes")
        #expect(cleaner.cleanTitle("&lt;span&gt; literally") == "<span> literally")
        #expect(cleaner.cleanTitle("1 < 2 > 0") == "1 < 2 > 0")
    }

    @Test(
        "double-decoded UTF-8 is repaired",
        arguments: [
            ("youâ€™ve got", "you’ve got"),
            ("GÃ¶del", "Gödel"),
            ("wait\u{00E2}\u{0080}\u{0094}what", "wait—what"),
            ("â€œquotedâ€\u{009D}", "“quoted”"),
            ("Ã\u{00A0} la", "à la"),
        ])
    func mojibake(raw: String, clean: String) {
        #expect(cleaner.cleanText(raw) == clean)
    }

    @Test(
        "correct text is never changed by the repair",
        arguments: [
            "Pokémon", "Königsberg", "Crêpe", "naïve café", "Straße", "£5 — “quoted” …",
            "日本語", "A \u{FFFD}", "The\u{2009}bacon", "\u{202E}LTR", "Ångström", "Æsir ©",
        ])
    func correctText(text: String) {
        #expect(MojibakeRepair.repair(text) == text)
        #expect(cleaner.cleanText(text) == text)
    }

    @Test("a repair next to correct accents leaves the accents alone")
    func mixedText() {
        #expect(cleaner.cleanText("Smartphone â†’ Pokédex") == "Smartphone → Pokédex")
    }

    @Test("the quirk fixtures come out clean")
    func quirkFixtures() throws {
        let archive = try Fixtures.quirks()
        func comic(_ number: Int) throws -> Comic {
            Comic(raw: try APIComic.decode(from: try #require(archive.bodies[number])))
        }
        let entities = try comic(409)
        #expect(entities.title == "Naïve Café")
        #expect(entities.alt == "Naïve and\u{00A0}café “quoted” — &lt;not a tag&gt; &bogus; & alone")
        #expect(entities.transcript == "Crêpe, Pokémon and Königsberg are spelled right.")
        #expect(try comic(408).title == "Blue Moon")
        let encodings = try comic(407)
        #expect(encodings.alt == "The rule is that you’ve got to say “which encoding”.")
        #expect(encodings.transcript == "Smartphone → Pokédex\nGödel —\u{00A0}we're here…")
        #expect(try comic(400).title == "D&D Roll")
        #expect(try comic(400).safeTitle == "D Roll")
        #expect(try comic(410).news == "Guest week! Today's comic is by a friend.\nBack to normal soon.")
        #expect(try comic(410).raw.news.contains("<br />"))
    }

    /// The scan that replaced the regex literal reads line breaks as the
    /// regex did: the regex is the reference.
    @Test(
        "news line-break tags are read as the regex <br\\s*/?> (any case) reads them",
        arguments: [
            "a<br>b", "a<BR/>b", "a<bR \t />b", "a<br\u{2003}>b", "a<br\r\n/>b", "a<br\u{85}\u{A0}>b",
            "a<br\u{200B}>b", "a<br\u{301}>b", "a<b\u{301}r>b", "a< br>b", "a<br//>b", "a<br/ >b", "a<br>\u{338}b",
            "<<br>>", "a<brx>b", "a<br", "a<br/", "<br><br />x<Br\n>", "a<br>\u{301}b", "x<b>y</b><br>z",
        ])
    func lineBreakTags(raw: String) {
        let reference = raw.replacing(#/<br\s*\/?>/#.ignoresCase(), with: "\n")
        #expect(cleaner.cleanMarkup(raw) == cleaner.cleanMarkup(reference))
    }

    @Test(
        "cleaning the full dump keeps every title non-empty and repairs the known mojibake",
        .enabled(if: Fixtures.hasFullDump))
    func fullDump() throws {
        let archive = try Fixtures.fullDump()
        var comics: [Int: Comic] = [:]
        for (number, body) in archive.bodies {
            comics[number] = Comic(raw: try APIComic.decode(from: body))
        }
        #expect(comics.values.allSatisfy { !$0.title.isEmpty })
        #expect(comics[259]?.title == "Clichéd Exchanges")
        #expect(comics[472]?.title == "House of Pancakes")
        #expect(comics[3003]?.alt.contains("you’ve got") == true)
        #expect(comics[1137]?.title == "\u{202E}LTR")
        #expect(comics[3015]?.title == "D&D Combinatorics")
        // No "â€" left anywhere once repaired.
        #expect(comics.values.filter { $0.alt.contains("â€") || $0.transcript.contains("â€") }.map(\.number) == [])
    }
}
