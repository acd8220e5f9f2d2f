import Foundation

extension WhatIfSite {
    /// `count` made-up articles, each with three paragraphs, a footnote and
    /// two illustrations, alternating the two layouts: a site as large as
    /// the real one (160 articles) for the benchmark.
    public static func generated(count: Int) -> WhatIfSite {
        WhatIfSite(
            articles: (1...max(1, count)).map { number in
                WhatIfFixtureArticle(
                    number: number, title: "Made-up Question \(number)", year: 2012 + number / 12,
                    month: 1 + number % 12, day: 1 + number % 28,
                    question: "What if question \(number) had an answer \(number) paragraphs long?",
                    asker: "Asker \(number)", layout: number.isMultiple(of: 2) ? .newer : .older,
                    body: """
                        <p>The first paragraph of answer \(number) sets the scene.\(note(1, "A note."))</p>
                        {{illustration:0}}
                        <p>The second paragraph works out the numbers, which are large.</p>
                        {{illustration:1}}
                        <p>The third paragraph ends answer \(number) with a joke.</p>
                        """,
                    illustrations: [
                        picture("first.png", "The first picture of \(number)."),
                        picture("second.png", "The second picture of \(number)."),
                    ])
            })
    }
}
