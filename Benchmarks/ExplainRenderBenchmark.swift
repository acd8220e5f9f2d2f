import ComicData
import ComicTestSupport
import ComicUI
import Foundation

/// The 800 KB explanation page (issue 27's hostile size) from its HTML to
/// terminal lines at 120 columns: libxml2's parse and the article, then the
/// wrapping. Goal: under 100 ms in all.
enum ExplainRenderBenchmark {
    static func run(runs: Int) async throws {
        let html = HostileExplanationPages.large(bytes: 800_000)
        let parser = ExplanationPageParser()
        let article = try parser.article(fromHTML: html)
        let parse = try await Timing.measure("explain render: parse the 800 KB page into an article", runs: runs) {
            try ContinuousClock().measure { _ = try parser.article(fromHTML: html) }
        }
        print(parse.summary)
        var count = 0
        let wrap = await Timing.measure("explain render: its article as lines at 120 columns", runs: runs) {
            ContinuousClock().measure { count = ExplanationText.lines(article, width: 120).count }
        }
        print(wrap.summary + " — \(count) lines")
        let whole = try await Timing.measure("explain render: HTML to lines, whole (goal < 100 ms)", runs: runs) {
            try ContinuousClock().measure {
                _ = ExplanationText.lines(try parser.article(fromHTML: html), width: 120)
            }
        }
        print(whole.summary)
    }
}
