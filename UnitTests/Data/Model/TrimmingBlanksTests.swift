import Foundation
import Testing

@testable import ComicData

/// Settings, search queries and comics' links trim their blanks without
/// `NSString`: the same scalars as Foundation's `.whitespaces` (and
/// `.whitespacesAndNewlines`) go, at either end only.
@Suite("Trimming blanks")
struct TrimmingBlanksTests {
    static let texts = [
        "", " ", "\t\t", " 1h ", "\t90s\u{00A0}", "\u{3000}x\u{2003}", "a b", " \n x \n ", "\u{200B}x\u{200B}",
        " \u{301}x ", "  #327", "check-every = 2d  ", "\u{1680}é\u{202F}", "\r\nhttps://imgs.xkcd.com/a.png\n",
        "\u{85}x\u{2028}", "\u{2029}\u{0B}\u{0C}x y\n\u{200B}", "\n\u{301}\n",
    ]

    @Test("removes what trimmingCharacters(in: .whitespaces) removes", arguments: texts)
    func sameAsFoundation(text: String) {
        #expect(text.trimmingBlanks == text.trimmingCharacters(in: .whitespaces))
        #expect(text[...].trimmingBlanks == text.trimmingCharacters(in: .whitespaces))
    }

    @Test("removes what trimmingCharacters(in: .whitespacesAndNewlines) removes", arguments: texts)
    func sameAsFoundationWithNewlines(text: String) {
        #expect(text.trimmingBlanksAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text[...].trimmingBlanksAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("every Unicode scalar is a blank, or a line break, exactly when Foundation's sets hold it")
    func everyScalar() {
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isBlank != CharacterSet.whitespaces.contains(scalar)
                || scalar.isBlankOrNewline != CharacterSet.whitespacesAndNewlines.contains(scalar)
            {
                differing.append(String(value, radix: 16))
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }
}
