import ComicData

/// Where effects send their results: the reader's event stream.
public typealias ReaderEventSink = AsyncStream<ReaderEvent>.Continuation

/// Carries out `ReaderModel`'s effects through `ReaderServices`: one
/// handler per concern (bookmarks in `ReaderEffectHandler+Bookmarks.swift`,
/// on the bookmarks repository itself), each starting its work as children
/// of the reader's task group. Results come back to the model only as events; the model
/// holds every decision and the only undo state.
public struct ReaderEffectHandler: Sendable {
    /// How the handler's timers wait (the undo offer, the search pause and
    /// its coverage polls): tests pass one they can see.
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    private var feeds: FeedEffects
    private var details: DetailEffects
    let bookmarks: any BookmarkMarking
    let sink: ReaderEventSink
    let sleep: Sleep
    private let readMarks: ReadMarkEffects
    private var searches: SearchEffects
    let images: ImageEffects
    private var explanations: ExplanationEffects
    private var articles: ArticleEffects

    /// - Parameter images: nil when images are off.
    public init(
        services: any ReaderServices, images: (any ReaderImageSource)?, sink: ReaderEventSink,
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
    ) {
        let imageEffects = ImageEffects(source: images)
        feeds = FeedEffects(services: services, sink: sink)
        details = DetailEffects(services: services, images: images, sink: sink)
        bookmarks = services.bookmarkMarks
        self.sink = sink
        self.sleep = sleep
        readMarks = ReadMarkEffects(services: services, sink: sink)
        searches = SearchEffects(services: services, sink: sink, sleep: sleep)
        self.images = imageEffects
        explanations = ExplanationEffects(services: services, sink: sink)
        articles = ArticleEffects(library: services.whatIfArticles, sink: sink)
    }

    /// Carries out each effect in order until the stream ends or the task is cancelled.
    public consuming func run(_ effects: AsyncStream<ReaderEffect>, in group: inout DiscardingTaskGroup) async {
        let readMarks = self.readMarks
        group.addTask { await readMarks.run() }
        for await effect in effects {
            await perform(effect, in: &group)
        }
    }

    /// Hands the effect to the handler of its concern.
    public mutating func perform(_ effect: ReaderEffect, in group: inout DiscardingTaskGroup) async {
        switch effect {
        case .startFeed(let feed): feeds.start(feed, in: &group)
        case .loadMore(let feed): feeds.send(to: feed, in: &group) { await $0.loadNextPage() }
        case .loadNewer(let feed): feeds.send(to: feed, in: &group) { await $0.loadNewerPage() }
        case .refresh(let feed): feeds.send(to: feed, in: &group) { await $0.refresh() }
        case .retryPage(let feed): feeds.send(to: feed, in: &group) { await $0.retry() }
        case .retryComic(let number, let feed): feeds.send(to: feed, in: &group) { await $0.retryComic(number) }
        case .startPages(let feed, let number): feeds.send(to: feed, in: &group) { await $0.start(at: number) }
        case .setBookmark(let comic, let isBookmarked): await setBookmark(isBookmarked, comic, group: &group)
        case .restoreBookmark(let removed): await restoreBookmark(removed)
        case .removeBookmark(let number): await removeBookmark(number)
        case .expireUndo(let offer, let delay): expireUndo(offer, after: delay, in: &group)
        case .openDetail(let comic, let feed): await details.launch(comic, from: feeds[feed], in: &group)
        // Comes back as `.comicFetched`, so no effect waits on the network.
        case .fetchComic(let number, let feed): details.fetch(number, for: feed, in: &group)
        case .openDrawnComic(let comic):
            // A comic from outside the feeds: Latest's repository keeps its bookmark.
            await details.launch(comic, from: feeds[.latest], in: &group)
        case .closeDetail(let number): details.close(number)
        case .pickRandom: details.pickRandom(in: &group)
        case .setRead(let number, let isRead): readMarks.set(isRead, number)
        case .countUnread(let number): readMarks.count(atOrBelow: number)
        case .markAllRead(let number): readMarks.markAll(atOrBelow: number)
        case .openSearch: searches.reportCoverage(in: &group)
        case .debounceSearch(let edit, let delay): searches.debounce(edit, after: delay, in: &group)
        case .search(let text): feeds[.search] = searches.start(text, in: &group)
        case .closeSearch:
            searches.stop()
            feeds[.search] = nil
        case .prefetchImages(let comics): images.prefetch(comics, in: &group)
        case .openViewer(let comic): images.loadBest(comic, sink: sink, in: &group)
        case .loadExplanation(let number): explanations.load(number, in: &group)
        case .closeExplanation(let number): explanations.close(number)
        case .layOutExplanation(let explanation, let width, let ambiguousIsWide):
            explanations.layOut(explanation, width: width, ambiguousIsWide: ambiguousIsWide, in: &group)
        case .loadArticle(let number): articles.load(number, in: &group)
        case .closeArticle(let number): articles.close(number)
        case .layOutArticle(let article, let key, let ambiguousIsWide):
            articles.layOut(article, key, ambiguousIsWide: ambiguousIsWide, in: &group)
        case .loadIllustrations(let number, let sources): articles.loadIllustrations(number, sources, in: &group)
        case .setArticleMark(let kind, let number, let isMarked):
            articles.setMark(kind, number, isMarked, in: &group)
        case .redraw, .suspend, .quit, .openOutside, .openURL, .copyToClipboard:
            break  // the pump's own: they need the terminal
        }
    }
}
