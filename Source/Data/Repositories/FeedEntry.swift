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

    /// The comics in feed order, with each failure where it belongs: after
    /// the entry it follows, in a feed not ordered by number; else sorted in
    /// by its number (feeds ordered by number, newest first).
    public static func merging(_ comics: [Comic], _ failures: [ComicFailure]) -> [FeedEntry] {
        var entries = comics.map(FeedEntry.comic)
        guard !failures.isEmpty else { return entries }
        let placed = failures.filter { $0.follows != nil }
        let sorted = failures.filter { $0.follows == nil }
        if !sorted.isEmpty {
            entries = (entries + sorted.map(FeedEntry.failure)).sorted { $0.number > $1.number }
        }
        for failure in placed {
            let index = failure.follows == 0 ? 0 : entries.lastIndex { $0.number == failure.follows }.map { $0 + 1 }
            entries.insert(.failure(failure), at: index ?? entries.endIndex)
        }
        return entries
    }

    /// `comics` (ordered by number, newest first) with `comic` where its number belongs.
    static func inserting(_ comic: Comic, into comics: [Comic]) -> [Comic] {
        var comics = comics
        let index = comics.firstIndex { $0.number < comic.number } ?? comics.endIndex
        comics.insert(comic, at: index)
        return comics
    }
}
