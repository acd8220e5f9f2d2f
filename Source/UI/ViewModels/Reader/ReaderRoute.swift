import ComicData

/// Which screen of the reader a page is, without its state (see
/// `ReaderPage`, whose stack the reader keeps: the bottom is always a
/// feed's list; Back pops).
public enum ReaderRoute: Sendable, Hashable {
    case list(FeedName)
    /// A comic opened from a feed's list.
    case detail(number: Int, from: FeedName)
    /// The keys of the screen below it.
    case help(for: ReaderScreen)
    /// The search prompt over its results: typing the query, or moving in the results.
    case search(editing: Bool)
    /// The "go to #" prompt over a feed's list.
    case goTo(from: FeedName)
    /// `M`'s y/n question over a feed's list.
    case markReadQuestion(from: FeedName)
    /// A comic's explanation (`x`).
    case explanation(number: Int)
    /// `v`: the comic's image alone, zoomed and panned.
    case viewer(number: Int)
    /// A What If? article, opened from its feed.
    case article(number: Int)

    /// Which keymap the route answers to.
    public var screen: ReaderScreen {
        switch self {
        case .list: .list
        case .detail: .detail
        case .help: .help
        case .search(let editing): editing ? .searchPrompt : .searchResults
        case .goTo: .goToPrompt
        case .markReadQuestion: .markReadQuestion
        case .explanation: .explanation
        case .viewer: .viewer
        case .article: .article
        }
    }
}

/// A kind of screen, as far as keys are concerned.
public enum ReaderScreen: String, Sendable, Hashable, CaseIterable {
    case list = "List"
    case detail = "Comic"
    case help = "Help"
    case searchPrompt = "Search prompt"
    case searchResults = "Search results"
    case goToPrompt = "Go to prompt"
    case markReadQuestion = "Mark read question"
    case explanation = "Explanation"
    case viewer = "Image viewer"
    case article = "What If? article"
}
