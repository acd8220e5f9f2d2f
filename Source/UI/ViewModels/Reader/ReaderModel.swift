import ComicData

/// The whole interactive reader as one value: the stack of screens, each
/// feed's list with its selection, the open comic, the terminal's size.
///
/// `handle(_:)` is the reader's only logic: an event in, the new state and
/// the effects to run out. It never waits and never does I/O, so tests
/// drive it with plain values and compare whole states.
public struct ReaderModel: Sendable, Hashable {
    /// The Tab cycle, in order.
    public static let feeds = ComicListState.Feed.allCases

    /// Never empty; the bottom is always a feed's list.
    public private(set) var routes: [ReaderRoute]
    public private(set) var lists: [ComicListState.Feed: ListScreen]
    public private(set) var detail: DetailScreen?
    public private(set) var helpScrollOffset = 0
    public private(set) var size: TerminalSize
    /// A one-line message over the status line until the next key.
    public private(set) var notice: String?

    public init(size: TerminalSize, feed: ComicListState.Feed = .latest) {
        routes = [.list(feed)]
        lists = Dictionary(uniqueKeysWithValues: Self.feeds.map { ($0, ListScreen(feed: $0)) })
        self.size = size
    }

    /// The screen on top.
    public var route: ReaderRoute { routes.last ?? .list(feed) }

    /// The feed whose list is at the bottom of the stack.
    public var feed: ComicListState.Feed {
        if case .list(let feed) = routes.first { return feed }
        return .latest
    }

    public var keymap: ReaderKeymap { ReaderKeymap.forScreen(route.screen) }

    /// The effects that start the reader: every feed prewarms at once, so a
    /// Tab shows a loaded list.
    public static var startEffects: [ReaderEffect] {
        feeds.map(ReaderEffect.startFeed)
    }

    public mutating func handle(_ event: ReaderEvent) -> [ReaderEffect] {
        var effects: [ReaderEffect]
        switch event {
        case .key(let key):
            notice = nil
            if let action = keymap.action(for: key) {
                effects = perform(action)
            } else {
                effects = []
            }
        case .resize(let newSize):
            size = newSize
            effects = []
        case .list(let content):
            lists[content.feed, default: ListScreen(feed: content.feed)].update(content)
            effects = []
        case .detail(let state):
            detail?.update(state)
            effects = []
        case .notice(let text):
            notice = text
            effects = []
        case .terminate(let signal):
            effects = [.quit(signal: signal)]
        case .inputEnded:
            effects = [.quit(signal: nil)]
        }
        settle()
        return effects + loadAhead()
    }

    // MARK: - Actions

    private mutating func perform(_ action: ReaderAction) -> [ReaderEffect] {
        switch route {
        case .list(let feed): performOnList(action, feed: feed)
        case .detail(let number, let feed): performOnDetail(action, number: number, feed: feed)
        case .help: performOnHelp(action)
        }
    }

    private mutating func performOnList(_ action: ReaderAction, feed: ComicListState.Feed) -> [ReaderEffect] {
        let list = lists[feed] ?? ListScreen(feed: feed)
        switch action {
        case .move(let rows): lists[feed]?.move(by: rows)
        case .movePage(let pages): lists[feed]?.move(by: pages * max(1, ComicListView.visibleRowCount(in: size)))
        case .first: lists[feed]?.selectFirst()
        case .last: lists[feed]?.selectLast()
        case .open:
            guard let row = list.selectedRow, case .comic = row.content else { break }
            routes.append(.detail(number: row.number, from: feed))
            detail = DetailScreen(number: row.number)
            return [.openDetail(row.number, from: feed)]
        case .toggleBookmark:
            guard let row = list.selectedRow, case .comic(_, _, let isBookmarked) = row.content else { break }
            return [.setBookmark(row.number, !isBookmarked, in: feed)]
        case .switchFeed:
            let next = Self.feeds[((Self.feeds.firstIndex(of: feed) ?? 0) + 1) % Self.feeds.count]
            routes = [.list(next)]
        case .refresh:
            switch list.retryTarget {
            case .comic(let number): return [.retryComic(number, in: feed)]
            case .page: return [.retryPage(feed)]
            case .refresh: return [.refresh(feed)]
            }
        case .help: return openHelp()
        case .redraw: return [.redraw]
        case .quit: return [.quit(signal: nil)]
        case .back, .edit: break
        }
        return []
    }

    private mutating func performOnDetail(_ action: ReaderAction, number: Int, feed: ComicListState.Feed) -> [ReaderEffect] {
        switch action {
        case .move(let lines): detail?.scroll(by: lines, in: size)
        case .movePage(let pages): detail?.scroll(by: pages * max(1, ComicDetailView.visibleLineCount(in: size)), in: size)
        case .first: detail?.scroll(to: 0, in: size)
        case .last: detail?.scroll(to: Int.max, in: size)
        case .back:
            routes.removeLast()
            detail = nil
            return [.closeDetail(number)]
        case .toggleBookmark:
            guard let state = detail?.state else { break }
            return [.setDetailBookmark(number, !state.isBookmarked)]
        case .help: return openHelp()
        case .redraw: return [.redraw]
        case .quit: return [.quit(signal: nil)]
        case .open, .switchFeed, .refresh, .edit: break
        }
        return []
    }

    private mutating func performOnHelp(_ action: ReaderAction) -> [ReaderEffect] {
        switch action {
        case .move(let lines): helpScrollOffset = max(0, helpScrollOffset + lines)
        case .back: routes.removeLast()
        case .redraw: return [.redraw]
        case .quit: return [.quit(signal: nil)]
        default: break
        }
        return []
    }

    private mutating func openHelp() -> [ReaderEffect] {
        routes.append(.help(for: route.screen))
        helpScrollOffset = 0
        return []
    }

    // MARK: - Keeping the state consistent

    /// After every event: the list's selection on screen, the detail and help scrolled within bounds.
    private mutating func settle() {
        lists[feed]?.scroll(toShowSelectionIn: size)
        detail?.scroll(by: 0, in: size)
        if case .help(let screen) = route {
            helpScrollOffset = min(helpScrollOffset, HelpView.maxScrollOffset(for: ReaderKeymap.forScreen(screen), size: size))
        }
    }

    /// The next page, when the selection on the visible list nears the end.
    private func loadAhead() -> [ReaderEffect] {
        guard case .list(let feed) = route, lists[feed]?.shouldLoadMore == true else { return [] }
        return [.loadMore(feed)]
    }
}
