import ComicData

/// A What If? article opened from its feed: loading, shown and scrolled, or
/// the one line saying why there is none; its illustrations as they come.
public struct ArticleScreen: ScrollingTextPage {
    public typealias Content = TextScreenContent<LoadedArticle>

    public let number: Int
    /// The archive's title, for the header while the article loads.
    public let title: String
    public var text = ScrollingTextScreen<LoadedArticle, ArticleLayout>()
    /// Each illustration by its address, as it loads.
    public internal(set) var illustrations: [String: DetailImage] = [:]

    public init(number: Int, title: String = "") {
        self.number = number
        self.title = title
    }

    public var article: WhatIfArticle? { content.document?.article }

    public static func onPage(_ page: ReaderPage) -> ArticleScreen? {
        if case .article(let screen) = page { screen } else { nil }
    }

    public var page: ReaderPage { .article(self) }

    /// The first illustration with a row on screen: the one `v` opens.
    func illustrationInView(_ size: TerminalSize) -> ArticleLayout.Placed? {
        guard let layout else { return nil }
        let shown = scrollOffset..<(scrollOffset + ArticleLayout.visibleLineCount(in: size))
        return layout.illustrations.first { shown.overlaps($0.line..<($0.line + layout.key.illustrationRows)) }
    }

    /// A key of its own for illustration `index`'s image among every comic's
    /// (drawn images are told apart by it): below zero, where no comic is.
    static func imageKey(article number: Int, index: Int) -> Int {
        -(number.multipliedReportingOverflow(by: 1000).partialValue + index + 1)
    }
}
