import ComicData
import ComicTestSupport
import Foundation
import Testing

@testable import ComicUI

/// Plain output follows the reader's ASCII rule: the `ascii` setting, else
/// a terminal's locale. A pipe keeps the text unless the setting says so.
@Suite("Plain output in ASCII")
struct TextOutputASCIITests {
    static let comic = Comic(
        raw: APIComic(
            num: 259, title: "Clich&eacute;d Exchanges", safeTitle: "Cliched Exchanges", alt: "Caf\u{E9} \u{2014} ok",
            img: "", transcript: "", link: "", news: "", year: "2007", month: "5", day: "9"))

    static func shown(ascii: Bool? = nil, environment: [String: String], isTerminal: Bool) -> String {
        TextOutput(
            color: .never, ascii: ascii, facts: TerminalFacts(environment: environment), isTerminal: isTerminal,
            terminalColumns: 80
        )
        .detail(ComicDetailState(comic: comic, isBookmarked: false))
    }

    @Test("LANG=C on a terminal: show prints ASCII, as the reader draws it")
    func terminalLocale() {
        let text = Self.shown(environment: ["LANG": "C"], isTerminal: true)
        #expect(text.contains("Cliched Exchanges"), "\(text)")
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "\(text)")
        #expect(Self.shown(environment: ["LANG": "C.UTF-8"], isTerminal: true).contains("Clichéd"))
    }

    @Test("a pipe keeps the text whatever the locale; the ascii setting folds it anywhere")
    func pipe() {
        #expect(Self.shown(environment: ["LANG": "C"], isTerminal: false).contains("Clichéd"))
        let folded = Self.shown(ascii: true, environment: [:], isTerminal: false)
        #expect(folded.contains("Cliched") && folded.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(Self.shown(ascii: false, environment: ["LANG": "C"], isTerminal: true).contains("Clichéd"))
    }
}
