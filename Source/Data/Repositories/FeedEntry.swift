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
        placing(comics, failures, number: \.number).map { placed in
            switch placed {
            case .item(let comic): .comic(comic)
            case .failure(let failure): .failure(failure)
            }
        }
    }

    /// A feed's item or a failure, in the order `placing` puts them.
    enum Placed<Item> {
        case item(Item)
        case failure(ComicFailure)
    }

    /// Items of any kind with the failures placed as `merging` places them among comics.
    static func placing<Item>(_ items: [Item], _ failures: [ComicFailure], number: (Item) -> Int) -> [Placed<Item>] {
        var entries = items.map(Placed.item)
        guard !failures.isEmpty else { return entries }
        func numberOf(_ entry: Placed<Item>) -> Int {
            switch entry {
            case .item(let item): number(item)
            case .failure(let failure): failure.number
            }
        }
        let placed = failures.filter { $0.follows != nil }
        let sorted = failures.filter { $0.follows == nil }
        if !sorted.isEmpty {
            entries = (entries + sorted.map(Placed.failure)).sorted { numberOf($0) > numberOf($1) }
        }
        for failure in placed {
            let index = failure.follows == 0 ? 0 : entries.lastIndex { numberOf($0) == failure.follows }.map { $0 + 1 }
            entries.insert(.failure(failure), at: index ?? entries.endIndex)
        }
        return entries
    }

    /// `items` (ordered by number, newest first) with `item` where its number belongs.
    static func inserting(_ item: FeedItem, into items: [FeedItem]) -> [FeedItem] {
        var items = items
        let index = items.firstIndex { $0.number < item.number } ?? items.endIndex
        items.insert(item, at: index)
        return items
    }
}
