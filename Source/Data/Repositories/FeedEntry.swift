/// One position of a feed: a comic, or a comic that could not be loaded.
public enum FeedEntry: Sendable, Hashable {
    case comic(Comic)
    case failure(ComicFailure)

    public var number: Int {
        switch self {
        case .comic(let comic): comic.number
        case .failure(let failure): failure.number
        }
    }

    /// The comics in feed order, with each failure sorted in where its number
    /// belongs. Failures only come from feeds ordered by number, newest first;
    /// without any, the feed's own order is kept.
    public static func merging(_ comics: [Comic], _ failures: [ComicFailure]) -> [FeedEntry] {
        let entries = comics.map(FeedEntry.comic)
        guard !failures.isEmpty else { return entries }
        return (entries + failures.map(FeedEntry.failure)).sorted { $0.number > $1.number }
    }

    /// `comics` (ordered by number, newest first) with `comic` where its number belongs.
    static func inserting(_ comic: Comic, into comics: [Comic]) -> [Comic] {
        var comics = comics
        let index = comics.firstIndex { $0.number < comic.number } ?? comics.endIndex
        comics.insert(comic, at: index)
        return comics
    }
}

extension FeedState {
    /// The feed's comics with its failures sorted in, as a list shows them.
    public var entries: [FeedEntry] {
        FeedEntry.merging(page.comics, page.failures)
    }
}
