import Foundation

/// One What If? article, as structure rather than HTML: its question, who
/// asked, and the answer's blocks (paragraphs, lists, quotes and
/// illustrations in page order), with its footnotes numbered as they appear.
///
/// The site's text is untrusted like a comic's: views sanitize it before it
/// reaches a terminal.
public struct WhatIfArticle: Sendable, Hashable, Codable {
    public var number: Int
    public var title: String
    public var question: String
    /// Who asked, without the page's leading em dash ("Morgan, Lisbon").
    public var attribution: String
    public var blocks: [WhatIfBlock]
    /// `.footnote(n)` in a block points at `footnotes[n - 1]`.
    public var footnotes: [[ExplainedInline]]

    public init(
        number: Int, title: String, question: String, attribution: String, blocks: [WhatIfBlock],
        footnotes: [[ExplainedInline]] = []
    ) {
        self.number = number
        self.title = title
        self.question = question
        self.attribution = attribution
        self.blocks = blocks
        self.footnotes = footnotes
    }

    public var illustrations: [WhatIfIllustration] {
        blocks.compactMap { if case .illustration(let picture) = $0 { picture } else { nil } }
    }

    /// Each text block's words, for JSON and the search index.
    public var paragraphs: [String] {
        blocks.compactMap { if case .text(let block) = $0 { block.plainText } else { nil } }.filter { !$0.isEmpty }
    }
}

/// A block of an article's answer.
public enum WhatIfBlock: Sendable, Hashable, Codable {
    case text(ExplainedBlock)
    case illustration(WhatIfIllustration)
}

/// A drawing of the article: its address on the site and its title text.
public struct WhatIfIllustration: Sendable, Hashable, Codable {
    /// Absolute, on the site's origin; nil when the page pointed elsewhere (refused, never fetched).
    public var src: String?
    public var title: String

    public init(src: String?, title: String) {
        self.src = src
        self.title = title
    }
}

/// One line of the archive: an article's number, title and date.
public struct WhatIfEntry: Sendable, Hashable, Codable {
    public var number: Int
    public var title: String
    /// `YYYY-MM-DD`; "" when the archive's date could not be read.
    public var date: String

    public init(number: Int, title: String, date: String) {
        self.number = number
        self.title = title
        self.date = date
    }
}
