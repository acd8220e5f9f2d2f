import Foundation

/// The stand-in site's articles: made-up questions and answers, written for the tests.
extension WhatIfSite {
    static func note(_ number: Int, _ body: String) -> String {
        "<span class=\"ref\"><span class=\"refnum\">[\(number)]</span><span class=\"refbody\">\(body)</span></span>"
    }

    static func picture(_ name: String, _ title: String, served: Bool = true) -> WhatIfFixtureArticle.Illustration {
        .init(name: name, title: title, isServed: served)
    }

    public static var standardArticles: [WhatIfFixtureArticle] {
        [
            WhatIfFixtureArticle(
                number: 1, title: "Bathtub Ocean", year: 2012, month: 7, day: 3,
                question: "How many bathtubs of water would it take to refill an ocean?",
                asker: "Morgan, Lisbon", layout: .older,
                body: """
                    <p>Quite a few.\(note(1, "Roughly <i>all</i> of them, and then some more."))</p>
                    {{illustration:0}}
                    <p>A bathtub holds about 150 litres. The sea holds rather more than that, so you would
                    be filling for a while.</p>
                    """,
                illustrations: [picture("tub.png", "Only nine hundred quintillion to go.")]),
            WhatIfFixtureArticle(
                number: 2, title: "Paper Tower", year: 2012, month: 7, day: 10,
                question: "If I stacked every sheet of paper ever printed, where would the top be?",
                asker: "Priya", layout: .older,
                body: """
                    <p>Past the <a href="https://example.org/moon">Moon</a>, though it would lean.</p>
                    <ul><li>First, find a very flat floor.</li><li>Then, avoid wind.</li></ul>
                    {{illustration:0}}
                    <p>The stack\(note(1, "See <a href=\"https://example.org/stacks\">this list of stacks</a>.")) sways.</p>
                    """,
                illustrations: [picture("stack.png", "It's a tall order.")]),
            WhatIfFixtureArticle(
                number: 3, title: "Lamp Year", year: 2012, month: 7, day: 17,
                question: "What if every lamp stayed on for a year?", asker: "Tomás, Quito", layout: .older,
                body: """
                    <p>The power bill would be memorable.</p>
                    <blockquote><p>A watt saved is a watt you can waste later.</p></blockquote>
                    <p>The energy is \\(E = P t\\), which grows fast.</p>
                    {{illustration:0}}
                    """,
                illustrations: [picture("lamp.gif", "Moths approve.")]),
            WhatIfFixtureArticle(
                number: 4, title: "Slow Rain", year: 2012, month: 7, day: 24,
                question: "What if raindrops fell at a walking pace?", asker: "Ines", layout: .older,
                body: """
                    <p>You could dodge them.\(note(1, "Mostly."))\(note(2, "Not the big ones."))</p>
                    <ol><li>Look up.</li><li>Step left.</li></ol>
                    {{illustration:0}}{{illustration:1}}
                    """,
                illustrations: [picture("drop.png", "Excuse me."), picture("puddle.png", "A puddle, eventually.")]),
            WhatIfFixtureArticle(
                number: large, title: "The Very Long Answer", year: 2012, month: 7, day: 31,
                question: "Can you write a really long answer?", asker: "Anonymous", layout: .older,
                body: longBody, illustrations: [picture("long.png", "Still going.")]),
            WhatIfFixtureArticle(
                number: 6, title: "Sandwich Orbit", year: 2012, month: 8, day: 7,
                question: "Could a sandwich orbit the Earth?", asker: "Kai, Auckland", layout: .older,
                body: "<p>Briefly. Lettuce has poor heat shielding.</p>{{illustration:0}}",
                illustrations: [picture("sandwich.png", "Hold the mayo.")]),
            WhatIfFixtureArticle(
                number: 7, title: "Walking to the Sea", year: 2013, month: 1, day: 8,
                question: "How long would it take to walk to the nearest sea from anywhere?",
                asker: "Dana", layout: .newer,
                body: """
                    <p>Less time than you'd think.\(note(1, "Unless you live <em>very</em> far inland."))</p>
                    {{illustration:0}}
                    <p>Bring snacks.</p>
                    """,
                illustrations: [picture("sea.png", "The sea is that way.")]),
            WhatIfFixtureArticle(
                number: hostile, title: "Escape \u{1B}[31mRed\u{1B}[0m \u{202E}txet\u{202C}", year: 2013, month: 1,
                day: 15, question: "Can a question \u{1B}]52;c;aGk=\u{07} copy things? \u{2066}isolated\u{2069}",
                asker: "Mallory \u{1B}[2J", layout: .newer,
                body: """
                    <p>Plain words, then \u{1B}[1mbold by escape\u{1B}[0m and \u{9B}31m a C1 one.\
                    \(note(1, "A note with \u{1B}[5mblink\u{1B}[0m and \u{200F}marks."))</p>
                    {{illustration:0}}
                    """,
                illustrations: [picture("trap.png", "Title \u{1B}[8mhidden\u{1B}[0m \u{202E}desrever")]),
            WhatIfFixtureArticle(
                number: 9, title: "Cloud Weight", year: 2013, month: 1, day: 22,
                question: "How much does a cloud weigh?", asker: "Sam, Oslo", layout: .newer,
                body: """
                    <p>About as much as a few hundred elephants,\(note(1, "Small elephants."))
                    spread thin.</p>
                    {{illustration:0}}
                    """,
                illustrations: [picture("cloud.png", "Fluffy, heavy.")]),
            WhatIfFixtureArticle(
                number: brokenIllustration, title: "Missing Picture", year: 2013, month: 1, day: 29,
                question: "What if the picture never arrives?", asker: "Robin", layout: .newer,
                body: "<p>Then you read the words.</p>{{illustration:0}}<p>And the title text.</p>",
                illustrations: [picture("gone.png", "You would have liked this one.", served: false)]),
            WhatIfFixtureArticle(
                number: 11, title: "Thousand Kites", year: 2013, month: 2, day: 5,
                question: "Could a thousand kites lift a person?", asker: "Ada", layout: .newer,
                body: """
                    <p>Yes, on a windy day, and nobody would enjoy it.</p>
                    {{illustration:0}}
                    <p>See <a href="/7/">walking to the sea</a> for the way home.</p>
                    """,
                illustrations: [picture("kites.png", "Up, up, and regrettably away.")]),
            WhatIfFixtureArticle(
                number: 12, title: "Quiet Planet", year: 2013, month: 2, day: 12,
                question: "What if everyone on Earth stayed silent for one minute?", asker: "Lee", layout: .newer,
                body: """
                    <p>Seismographs would notice.\(note(1, "They notice <a href=\"https://example.org/q\">everything</a>."))</p>
                    {{illustration:0}}
                    """,
                illustrations: [picture("hush.png", "Shh.")]),
            WhatIfFixtureArticle(
                number: unlisted, title: "Not in the Archive", year: 2013, month: 2, day: 19,
                question: "What if an article is not listed?", asker: "Quinn", layout: .newer,
                body: "<p>Then only its address finds it.</p>{{illustration:0}}",
                illustrations: [picture("hidden.png", "Found you.")], isListed: false),
        ]
    }

    /// Paragraphs of the large article: a little over a megabyte.
    public static let largeParagraphs = 7_000

    /// About a megabyte of paragraphs, each numbered so no two are alike.
    static var longBody: String {
        var parts: [String] = ["{{illustration:0}}"]
        for index in 1...largeParagraphs {
            parts.append(
                "<p>Paragraph \(index) of the long answer keeps counting sheep, clouds and kites, "
                    + "one after the other, until the page has grown past a megabyte of text.</p>")
        }
        return parts.joined(separator: "\n")
    }
}
