import Foundation
import Testing

@testable import ComicData

/// The order `sync --whatif` asks in: every page before the illustrations
/// of those read, so the window of requests never waits for a page to name
/// its illustrations (asking them first cost a round trip: issue 42's speed).
@Suite("What If? sync's queue")
struct WhatIfSyncQueueTests {
    static func article(_ number: Int, pictures: [String]) -> WhatIfArticle {
        WhatIfArticle(
            number: number, title: "Question \(number)", question: "What if?", attribution: "Someone",
            blocks: pictures.map { .illustration(WhatIfIllustration(src: $0, title: "A picture")) })
    }

    static func describe(_ job: WhatIfSync.Run.Job?) -> String {
        switch job {
        case .article(let number): "article \(number)"
        case .illustration(let src, let number): "illustration \(src) of \(number)"
        case .retry(let src, let number): "retry \(src) of \(number)"
        case nil: "none"
        }
    }

    @Test("pages are asked for before the illustrations of the pages read; retries come last")
    func pagesFirst() {
        var run = WhatIfSync.Run(
            missing: [3, 2, 1], savedImages: ["https://site/saved.png"],
            retrying: [.init(article: 9, src: "https://site/9.png")], listed: 4, maximumConsecutiveFailures: 16)
        #expect(Self.describe(run.nextJob()) == "article 3")
        let read = Self.article(3, pictures: ["https://site/3a.png", "https://site/saved.png"])
        #expect(run.record(.article(3, .success(read))) == 0, "waits for its illustration")
        let order = (0..<5).map { _ in Self.describe(run.nextJob()) }
        #expect(
            order == [
                "article 2", "article 1", "illustration https://site/3a.png of 3", "retry https://site/9.png of 9",
                "none",
            ])
    }

}
