import ComicData

/// A What If? article opened from its feed: loading, shown and scrolled, or
/// the one line saying why there is none; its illustrations as they come.
public struct ArticleScreen: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case loading
        /// `isFromCache`: the saved copy, because the reader is offline or the site could not be reached.
        case loaded(WhatIfArticle, isFromCache: Bool)
        /// Why there is nothing to show, in one line.
        case unavailable(String)
    }

    public let number: Int
    /// The archive's title, for the header while the article loads.
    public let title: String
    public internal(set) var content: Content = .loading
    /// The article laid out at the terminal's size, or, while a new layout
    /// is made off the main loop, the one before a resize.
    public internal(set) var layout: ArticleLayout?
    public internal(set) var scrollOffset = 0
    /// Each illustration by its address, as it loads.
    public internal(set) var illustrations: [String: DetailImage] = [:]
    /// The layout asked for and not come yet.
    public private(set) var awaited: ArticleLayout.Key?

    public init(number: Int, title: String = "") {
        self.number = number
        self.title = title
    }

    public var article: WhatIfArticle? {
        if case .loaded(let article, _) = content { article } else { nil }
    }

    mutating func update(_ content: Content, size: TerminalSize) {
        self.content = content
        layout = nil
        awaited = nil
        scroll(by: 0, in: size)
    }

    /// The layout to make for `key`, when the article is not laid out so and
    /// none is on its way; it is then awaited, and an older one not taken.
    mutating func layoutRequest(for key: ArticleLayout.Key) -> ArticleLayout.Key? {
        guard article != nil, layout?.key != key, awaited != key else { return nil }
        awaited = key
        return key
    }

    /// A layout made off the main loop, taken when it is the one awaited.
    mutating func receive(_ newLayout: ArticleLayout, size: TerminalSize) {
        guard newLayout.key == awaited else { return }
        layout = newLayout
        awaited = nil
        scroll(by: 0, in: size)
    }

    mutating func scroll(by lines: Int, in size: TerminalSize) {
        scroll(to: scrollOffset.addingReportingOverflow(lines).partialValue, in: size)
    }

    mutating func scroll(to offset: Int, in size: TerminalSize) {
        scrollOffset = min(max(0, offset), layout?.maxScrollOffset(in: size) ?? 0)
    }

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
