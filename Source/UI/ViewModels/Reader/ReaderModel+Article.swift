import ComicData

/// What If?: its feed's rows (articles, not comics) and the article screen
/// over them: its keys, the article and its layout and illustrations coming
/// back as events, so the keys never wait for the site or a large page.
extension ReaderModel {
    /// The article on top of the stack.
    public internal(set) var article: ArticleScreen? {
        get { topPage() }
        set { replaceTopPage(newValue) }
    }

    /// Where article `number` is read on the site (`o`, `y`).
    func articleLink(_ number: Int) -> String {
        let base = whatIfSite.hasSuffix("/") ? String(whatIfSite.dropLast()) : whatIfSite
        return "\(base)/\(number)/"
    }

    /// A list key on an article's row; nil for the keys that act the same on every row.
    mutating func performOnArticleRow(_ action: ReaderAction, _ row: FeedRow) -> [ReaderEffect]? {
        guard let entry = row.article else { return nil }
        switch action {
        case .open: return openArticle(row.number, title: entry.title)
        case .toggleBookmark: return [.setArticleMark(.bookmark, row.number, !row.isBookmarked)]
        case .toggleRead: return [.setArticleMark(.read, row.number, row.isRead != true)]
        case .openOutside(.xkcd): return [.openURL(articleLink(row.number))]
        case .copy(.link): return copyArticleLink(row.number)
        case .openOutside, .explain, .markOlderRead, .copy(.altText):
            notice = "What If? articles have no explanation, alt text or older comics"
            return []
        default: return nil
        }
    }

    /// Opens article `number` over the What If? list.
    mutating func openArticle(_ number: Int, title: String) -> [ReaderEffect] {
        pages.append(.article(ArticleScreen(number: number, title: title)))
        return [.loadArticle(number)]
    }

    /// Go to on the What If? list: the list continues from the article, which opens.
    mutating func openArticle(number: Int) -> [ReaderEffect] {
        pages = [.list(.whatIf)]
        let title = lists[.whatIf]?.snapshot.rows.first { $0.number == number }?.article?.title ?? ""
        return continueList(.whatIf, from: number) + openArticle(number, title: title)
    }

    mutating func performOnArticle(_ action: ReaderAction, number: Int) -> [ReaderEffect] {
        if let effects = performScrolling(ArticleScreen.self, action, close: .closeArticle(number)) { return effects }
        let marks = lists[.whatIf]?.snapshot
        switch action {
        case .toggleBookmark: return [.setArticleMark(.bookmark, number, marks?.isBookmarked(number) != true)]
        case .toggleRead: return [.setArticleMark(.read, number, marks?.isMarked(number, as: .read) != true)]
        case .openOutside(.xkcd): return [.openURL(articleLink(number))]
        case .copy(.link): return copyArticleLink(number)
        case .view: return viewIllustration()
        default: return []
        }
    }

    /// `v`: the illustration in view alone in the image viewer, as it loaded (nothing to fetch again).
    mutating func viewIllustration() -> [ReaderEffect] {
        guard imageSettings != nil, let screen = article else {
            notice = "Images are off: the viewer needs them (--images)."
            return []
        }
        guard let placed = screen.illustrationInView(size) else {
            notice = "No illustration in view"
            return []
        }
        guard case .loaded(let image)? = screen.illustrations[placed.src] else {
            notice = "The illustration has not loaded"
            return []
        }
        pages.append(.viewer(ViewerScreen(number: image.comicNumber)))
        return viewerImage(image.comicNumber, .loaded(image, .normal))
    }

    /// The load's answer, for the article screen still waiting for it: laid
    /// out off the main loop, its illustrations loaded, the article marked read.
    mutating func articleLoaded(_ number: Int, _ content: ArticleScreen.Content) -> [ReaderEffect] {
        guard let article = textLoaded(ArticleScreen.self, number, content)?.article else { return [] }
        var effects = articleLayoutRequests() + [.setArticleMark(.read, number, true)]
        let sources = article.illustrations.compactMap(\.src)
        if imageSettings != nil, !sources.isEmpty { effects.append(.loadIllustrations(number, sources)) }
        return effects
    }

    /// An illustration loaded, or why it is not, for the screens of that article.
    mutating func illustrationLoaded(_ number: Int, src: String, _ image: DetailImage) -> [ReaderEffect] {
        changePages(ArticleScreen.self, number: number) { $0.illustrations[src] = image }
        return []
    }

    /// A layout for each article on the stack not laid out at the terminal's size.
    mutating func articleLayoutRequests() -> [ReaderEffect] {
        let key = ArticleLayout.Key(for: size, imagesOn: imageSettings != nil && !imageDisplay.isHidden)
        return textLayoutRequests(ArticleScreen.self, for: key).map {
            .layOutArticle($0.document.article, $0.key, ambiguousIsWide: ambiguousIsWide)
        }
    }
}
