import ComicData

/// What the reader asks the outside world to do: each one a repository or
/// service call, a feed or view model started or stopped, or the end of the run.
public enum ReaderEffect: Sendable, Hashable {
    /// Start a feed: prewarm and follow its repository.
    case startFeed(FeedName)
    case loadMore(FeedName)
    /// Load the page of newer comics above the list's first row.
    case loadNewer(FeedName)
    case refresh(FeedName)
    case retryPage(FeedName)
    case retryComic(Int, in: FeedName)
    /// Replace the feed's pages with a first page starting at comic `at`
    /// (nil: the newest); later pages follow on from it.
    case startPages(FeedName, at: Int?)
    /// Bookmark the comic (true) or remove its bookmark (false), from a list
    /// or the open comic: the comic comes with it, so nothing looks it up.
    case setBookmark(Comic, Bool)
    /// Remove the bookmark of a number whose comic was never fetched (a failed row of Bookmarks).
    case removeBookmark(Int)
    /// Start the view model of a comic opened over a feed (from its rows, or fetched by number).
    case openDetail(Comic, from: FeedName)
    /// Fetch comic `number`, which no loaded row holds (cache, else network);
    /// it comes back as `.comicFetched` for `feed`'s screen.
    case fetchComic(Int, for: FeedName)
    /// Bookmark again a comic just un-bookmarked, with its first saved-at date.
    case restoreBookmark(RemovedBookmark)
    /// Send `.undoExpired(offer)` after `delay`: the undo offer numbered `offer` ends then.
    case expireUndo(offer: Int, after: Duration)
    /// Open a page about a comic in a browser; its URL is built from the number.
    case openOutside(ComicLink)
    /// Open a comic's own `link` in a browser (checked to be on xkcd.com).
    case openURL(String)
    /// Put text on the terminal's clipboard (OSC 52).
    case copyToClipboard(String)
    /// Give the comic a read mark (true: it was opened, or `u`; one it has
    /// keeps its time) or take it away (false).
    case setRead(Int, Bool)
    /// Count the comics numbered at or below this one without a read mark
    /// (`M`'s question); it comes back as `.unreadCount`.
    case countUnread(atOrBelow: Int)
    /// Give every comic numbered at or below this one a read mark, in one transaction.
    case markAllRead(atOrBelow: Int)
    /// Draw a comic at random; it comes back as `.randomComic`.
    case pickRandom
    /// Start the view model of a comic that no feed holds (a random one).
    case openDrawnComic(Comic)
    /// Stop it: its route was popped.
    case closeDetail(Int)
    /// The search prompt opened: find out how much of the archive is indexed.
    case openSearch
    /// Send `.searchPaused(edit)` after `after`: the search prompt's edit
    /// numbered so searches then, unless a later edit replaced it.
    case debounceSearch(edit: Int, after: Duration)
    /// Search for this query, replacing the results of the last one.
    case search(String)
    /// The search route was popped: stop its results.
    case closeSearch
    /// Fetch and save these comics' images ahead of need (the open comic's neighbours).
    case prefetchImages([Comic])
    /// Load the comic's best image for the viewer; it comes back as `.viewerImage`.
    case openViewer(Comic)
    /// Repaint the whole screen.
    /// Load comic `number`'s explanation; it comes back as `.explanationLoaded`.
    case loadExplanation(Int)
    /// The explanation screen of comic `number` was left: stop its load, freeing the wiki's slot.
    case closeExplanation(Int)
    /// Wrap an explanation at a width, off the main loop; it comes back as
    /// `.explanationLaidOut`, and a newer request makes an older one stop.
    case layOutExplanation(Explanation, width: Int, ambiguousIsWide: Bool)
    /// Load What If? article `number`; it comes back as `.articleLoaded`.
    case loadArticle(Int)
    /// The article screen was left: stop its load.
    case closeArticle(Int)
    /// Lay an article out for a size, off the main loop; it comes back as `.articleLaidOut`.
    case layOutArticle(WhatIfArticle, ArticleLayout.Key, ambiguousIsWide: Bool)
    /// Load an article's illustrations; each comes back as `.illustrationLoaded`.
    case loadIllustrations(Int, [String])
    /// Bookmark an article, or give it a read mark (true), or take it away (false).
    case setArticleMark(MarkKind, Int, Bool)
    case redraw
    /// Hand the terminal back to the shell and stop until `fg`.
    case suspend
    /// End the run; `signal` when a signal asked for it.
    case quit(signal: Int32?)
}
