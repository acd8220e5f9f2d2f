import ComicData

/// The whole interactive reader as one value: the stack of screens, each
/// feed's list with its selection, the open comic, the terminal's size.
///
/// `handle(_:)` is the reader's only logic: an event in, the new state and
/// the effects to run out. It never waits and never does I/O, so tests
/// drive it with plain values and compare whole states.
public struct ReaderModel: Sendable, Hashable {
    /// The Tab cycle, in order. (Search results are reached with `/`, not Tab.)
    public static let feeds: [FeedName] = [.latest, .bookmarks, .unread, .whatIf]

    /// The feed `steps` places after `feed` in the Tab cycle (before it when
    /// negative); from a feed outside the cycle, the first.
    public static func feed(_ steps: Int, after feed: FeedName) -> FeedName {
        guard let index = feeds.firstIndex(of: feed) else { return feeds[0] }
        let count = feeds.count
        return feeds[((index + steps) % count + count) % count]
    }

    /// The stack of screens, each with its own state. Never empty; the
    /// bottom is always a feed's list.
    public internal(set) var pages: [ReaderPage]
    public internal(set) var lists: [FeedName: ListScreen]
    /// The bookmark just removed, while `z` can bring it back (a few seconds; see `undoOfferDuration`).
    public internal(set) var undoableRemoval: Int?
    /// What `z` restores for `undoableRemoval`, once the effects have said.
    public internal(set) var removedBookmark: RemovedBookmark?
    /// A `z` that came before what it restores did: restored on arrival.
    var awaitedRestore: Int?
    /// Counts undo offers, so the expiry of one that was replaced ends nothing.
    public internal(set) var undoOffer = 0
    /// When the last key, a `b`, removed a row of the Bookmarks list.
    var lastRemovalInBookmarks: Duration?
    public private(set) var size: TerminalSize
    /// Where explanation links go (`--explain-url`'s wiki, else explain xkcd's).
    public let explanationPagePrefix: String
    /// A one-line message over the status line until the next key.
    public internal(set) var notice: String? {
        didSet { noticeIsExpanded = false }
    }
    /// `?` or Enter showed all of a notice too long for the status line.
    public internal(set) var noticeIsExpanded = false
    /// The terminal shows only ASCII: frames are folded to it.
    public let asciiOnly: Bool
    /// How comics' images are drawn; nil when they are off.
    public let imageSettings: ReaderImageSettings?
    /// How comics' images show: `i` and `I` change it for the session.
    public internal(set) var imageDisplay: ImageDisplay
    /// The terminal draws East Asian ambiguous-width characters two columns wide.
    public let ambiguousIsWide: Bool
    /// The Latest comic to select when the first rows arrive (where the last run left off).
    public internal(set) var resumeNumber: Int?
    /// Where the last run left off, when it was beyond the first rows: `'` goes there.
    public internal(set) var leftOffNumber: Int?
    /// A comic opened by go-to whose feed's list starts at it once the comic is found.
    public internal(set) var pendingListStart: ListStart?
    /// A list asked to start at a comic, until its rows have come.
    public internal(set) var startingList: ListStart?
    /// A move up or `p` waiting for the newer comics above a list's first row.
    public internal(set) var pendingNewer: PendingNewer?
    /// `n` looking for an unread comic in pages still to load.
    public internal(set) var unreadSeek: UnreadSeek?
    /// Numbers the search prompt's edits: only the last one's pause searches.
    public internal(set) var searchEdit = 0
    /// The What If? site, where an article's `o` and `y` links go.
    public var whatIfSite = WhatIfClient.defaultBaseURL.absoluteString
    /// The What If? feed was started (the first Tab to it): it asks its site nothing before.
    public internal(set) var isWhatIfStarted = false

    public init(
        size: TerminalSize, feed: FeedName = .latest, imageSettings: ReaderImageSettings? = nil,
        resumeNumber: Int? = nil, ambiguousIsWide: Bool = false, imageDisplay: ImageDisplay = ImageDisplay(),
        asciiOnly: Bool = false, explanationPagePrefix: String = ComicLink.defaultExplanationPagePrefix
    ) {
        self.explanationPagePrefix = explanationPagePrefix
        self.asciiOnly = asciiOnly
        self.imageDisplay = imageDisplay
        self.ambiguousIsWide = ambiguousIsWide
        self.resumeNumber = resumeNumber
        pages = [.list(feed)]
        lists = Dictionary(uniqueKeysWithValues: Self.feeds.map { ($0, ListScreen(feed: $0)) })
        self.size = size
        self.imageSettings = imageSettings
    }

    /// The screens on the stack, without their state.
    public var routes: [ReaderRoute] { pages.map(\.route) }

    /// The screen on top.
    public var route: ReaderRoute { pages.last?.route ?? .list(feed) }

    /// The feed whose list is at the bottom of the stack.
    public var feed: FeedName {
        if case .list(let feed) = pages.first { return feed }
        return .latest
    }

    public var keymap: ReaderKeymap { ReaderKeymap.forScreen(route.screen) }

    /// The effects that start the reader: every feed prewarms at once, so a
    /// Tab shows a loaded list; What If?'s, another site's, only once a person goes to it.
    public static var startEffects: [ReaderEffect] {
        feeds.filter { $0 != .whatIf }.map(ReaderEffect.startFeed)
    }

    public mutating func handle(_ event: ReaderEvent) -> [ReaderEffect] {
        var effects: [ReaderEffect]
        switch event {
        case .key(let key, let time): effects = handleKey(key, at: time)
        case .keys(let presses, let time): effects = handleRuns(presses, at: time)
        case .undoExpired(let offer):
            if offer == undoOffer { (undoableRemoval, removedBookmark) = (nil, nil) }
            effects = []
        case .unreadCount(let number, let count): effects = askToMarkRead(atOrBelow: number, unread: count)
        case .bookmarkRemoved(let number, let removed):
            effects = noteRemoval(number, removed)
        case .resize(let newSize):
            let oldSize = size
            size = newSize
            effects = resizeScreens(from: oldSize, to: newSize)
        case .list(let content): effects = receive(content)
        case .detail(let state):
            let size = self.size
            detail?.update(state, size: size)
            effects = startPendingList(at: state.number)
        case .image(let number, let image):
            let size = self.size
            if detail?.number == number { detail?.update(image, size: size) }
            effects = []
        case .comicUnavailable(let number, let reason): effects = comicUnavailable(number, reason: reason)
        case .comicFetched(let comic, let feed): effects = openFetched(comic, from: feed)
        case .explanationLoaded(let number, let content): effects = explanationLoaded(number, content)
        case .explanationLaidOut(let number, let layout): effects = textLaidOut(ExplanationScreen.self, number, layout)
        case .viewerImage(let number, let content): effects = viewerImage(number, content)
        case .articleLoaded(let number, let content): effects = articleLoaded(number, content)
        case .articleLaidOut(let number, let layout): effects = textLaidOut(ArticleScreen.self, number, layout)
        case .illustrationLoaded(let number, let src, let image): effects = illustrationLoaded(number, src: src, image)
        case .randomComic(let comic, let isFromCache):
            effects = openRandom(comic, isFromCache: isFromCache)
        case .notice(let text):
            notice = text
            effects = []
        case .searchCoverage(let coverage):
            search?.coverage = coverage
            effects = []
        case .searchPaused(let edit): effects = searchPaused(after: edit)
        case .terminate(let signal):
            effects = [.quit(signal: signal)]
        case .inputEnded:
            effects = [.quit(signal: nil)]
        }
        settle()
        return effects + loadAhead()
    }

    // MARK: - Actions

    /// The keys every screen shares (see `ReaderKeymap.shared`), then the top screen's own.
    mutating func perform(_ action: ReaderAction) -> [ReaderEffect] {
        switch action {
        case .redraw: return [.redraw]
        case .suspend: return [.suspend]
        case .quit: return [.quit(signal: nil)]
        case .help: return openHelp()
        case .explain: return openExplanation()
        default: break
        }
        switch route {
        case .list(let feed): return performOnList(action, feed: feed)
        case .detail(let number, let feed): return performOnDetail(action, number: number, feed: feed)
        case .help: return performOnHelp(action)
        case .search(let editing): return performOnSearch(action, editing: editing)
        case .goTo(let feed): return performOnGoTo(action, feed: feed)
        case .markReadQuestion: return answerMarkRead(action)
        case .explanation(let number): return performOnExplanation(action, number: number)
        case .viewer: return performOnViewer(action)
        case .article(let number): return performOnArticle(action, number: number)
        }
    }

    /// The comic to start at next time: the one selected in Latest.
    public var numberToResume: Int? { lists[.latest]?.selectedRow?.number }

    /// What the status line says instead of its own: a notice, else the
    /// undo offer, while it lasts, on screens where `z` undoes.
    public var statusNotice: String? {
        if let notice { return notice }
        guard let number = undoableRemoval, keymap.action(for: .character("z")) == .undo else { return nil }
        return Self.removalNotice(number)
    }

    // MARK: - Keeping the state consistent

    /// After every event: the list's selection on screen, the detail and help scrolled within bounds.
    mutating func settle() {
        let size = self.size
        lists[feed]?.scroll(toShowSelectionIn: size)
        if search != nil { lists[.search]?.scroll(toShowSelectionIn: size) }
        detail?.scroll(by: 0, in: size)
        article?.text.scroll(by: 0, in: size)
        if case .help(let screen) = route {
            helpScrollOffset = min(
                helpScrollOffset,
                HelpLayout.maxScrollOffset(
                    for: ReaderKeymap.forScreen(screen), size: size, ambiguousIsWide: ambiguousIsWide))
        }
    }

    /// The next page, when the selection on the visible list nears the end:
    /// two screens ahead, so the page after the one shown is on its way too.
    private func loadAhead() -> [ReaderEffect] {
        let aheadRows = 2 * max(1, ListLayout.visibleRowCount(in: size))
        let shown: FeedName
        switch route {
        case .list(let feed), .goTo(let feed), .markReadQuestion(let feed): shown = feed
        case .search: shown = .search
        case .detail, .help, .explanation, .viewer, .article: return []
        }
        guard lists[shown]?.shouldLoadMore(aheadRows: aheadRows) == true else { return [] }
        return [.loadMore(shown)]
    }
}
