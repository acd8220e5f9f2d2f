import ComicData

/// One screen on the reader's stack with the state that is its own: a
/// route and what it holds. Popping a page drops its state with it.
public enum ReaderPage: Sendable, Hashable {
    case list(FeedName)
    /// A comic opened from a feed's list.
    case detail(DetailScreen, from: FeedName)
    /// The keys of the screen below it, scrolled so far.
    case help(for: ReaderScreen, scrollOffset: Int)
    /// The search prompt over its results: typing the query, or moving in the results.
    case search(SearchScreen, editing: Bool)
    /// The "go to #" prompt over a feed's list, with the number typed so far.
    case goTo(TextField, from: FeedName)
    /// `M`'s y/n question over a feed's list: mark this comic and every older one read?
    case markReadQuestion(atOrBelow: Int, from: FeedName)
    /// `x`: a comic's explanation from explain xkcd, over the list or comic it was asked from.
    case explanation(ExplanationScreen)
    /// `v`: the open comic's best image, over the comic.
    case viewer(ViewerScreen)
    /// A What If? article, over its feed's list.
    case article(ArticleScreen)

    /// Which screen this is, without its state.
    public var route: ReaderRoute {
        switch self {
        case .list(let feed): .list(feed)
        case .detail(let screen, let feed): .detail(number: screen.number, from: feed)
        case .help(let screen, _): .help(for: screen)
        case .search(_, let editing): .search(editing: editing)
        case .goTo(_, let feed): .goTo(from: feed)
        case .markReadQuestion(_, let feed): .markReadQuestion(from: feed)
        case .explanation(let screen): .explanation(number: screen.number)
        case .viewer(let screen): .viewer(number: screen.number)
        case .article(let screen): .article(number: screen.number)
        }
    }
}
