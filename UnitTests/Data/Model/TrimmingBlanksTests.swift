import Foundation
import Testing

@testable import ComicData

/// Settings and search queries trim their blanks without `NSString`: the same
/// scalars as Foundation's `.whitespaces` go, at either end only.
@Suite("Trimming blanks")
struct TrimmingBlanksTests {
    static let texts = [
        "", " ", "\t\t", " 1h ", "\t90s\u{00A0}", "\u{3000}x\u{2003}", "a b", " \n x \n ", "\u{200B}x\u{200B}",
        " \u{301}x ", "  #327", "check-every = 2d  ", "\u{1680}é\u{202F}",
    ]

    @Test("removes what trimmingCharacters(in: .whitespaces) removes", arguments: texts)
    func sameAsFoundation(text: String) {
        #expect(text.trimmingBlanks == text.trimmingCharacters(in: .whitespaces))
        #expect(text[...].trimmingBlanks == text.trimmingCharacters(in: .whitespaces))
    }
}
