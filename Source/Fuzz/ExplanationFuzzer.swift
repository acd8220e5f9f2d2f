import ComicData
import ComicUI
import Foundation

/// One fuzz input as an explain xkcd page: libxml2's parse, the article,
/// and its terminal lines at a few widths. No line may be wider than its
/// width or carry a control, escape or bidi character.
enum ExplanationFuzzer {
    static let widths = [1, 7, 40, 100]

    static func check(_ data: Data) {
        let html = String(decoding: data, as: UTF8.self)
        guard let article = try? ExplanationPageParser().article(fromHTML: html) else { return }
        for width in widths {
            for line in ExplanationText.lines(article, width: width) {
                precondition(TerminalText.width(line.text) <= width, "a line wider than \(width) columns")
                for scalar in line.text.unicodeScalars where OutputPolicy.isUnsafe(scalar) {
                    preconditionFailure("raw U+\(String(scalar.value, radix: 16)) in an explanation line")
                }
            }
        }
    }
}
