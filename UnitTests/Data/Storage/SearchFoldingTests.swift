import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// A title's key folds ASCII without Foundation: it must fold exactly as Foundation does.
@Suite("Search keys' folding")
struct SearchFoldingTests {
    static func foundation(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Every ASCII character, alone and among letters, and text that only looks ASCII.
    static let tricky: [String] =
        (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        + [
            String((0..<128).map { Character(UnicodeScalar(UInt8($0))) }), "ABC^`~'\"xyz", "I\u{0130}i\u{0131}",
            "Stra\u{00DF}e", "\u{FB01}le", "Cafe\u{0301}", "Caf\u{00E9}", "\u{03A3}\u{03C3}\u{03C2}", "ＡＢＣ",
            "e\u{0300}\u{0323}", "\u{212A}elvin", "", " \t\n", "A\u{0000}B",
        ]

    @Test("tricky text folds as Foundation folds it")
    func tricky() {
        for text in Self.tricky {
            #expect(SearchQuery.folded(text) == Self.foundation(text), "\(text.debugDescription)")
        }
    }

    @Test("every title of the full dump folds as Foundation folds it", .enabled(if: Fixtures.hasFullDump))
    func fullDump() throws {
        let archive = try Fixtures.fullDump()
        #expect(archive.bodies.count > 3000)
        var ascii = 0
        for body in archive.bodies.values {
            let comic = try APIComic.decode(from: body)
            for text in [comic.title, comic.safeTitle] {
                if text.utf8.allSatisfy({ $0 < 0x80 }) { ascii += 1 }
                #expect(SearchQuery.folded(text) == Self.foundation(text), "\(text.debugDescription)")
            }
        }
        #expect(ascii > 6000, "the fast path is what the titles take")
    }
}
