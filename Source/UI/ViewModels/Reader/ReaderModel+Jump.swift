import ComicData

/// Lists that continue from a comic far below the loaded pages: after go-to,
/// and `'` back to where the last run left off. A feed ordered by number
/// loads a first page starting at that comic (its page bookmark is a
/// number); `g` or a refresh goes back to the newest.
extension ReaderModel {
    /// A feed's list to start at a comic once that comic is found.
    public struct ListStart: Sendable, Hashable {
        public let feed: FeedName
        public let number: Int

        public init(feed: FeedName, number: Int) {
            self.feed = feed
            self.number = number
        }
    }

    static func leftOffNotice(_ number: Int) -> String {
        "Comic \(number), where you left off, is further down — ' goes there"
    }

    /// The feed whose list continues from a comic opened by number from `feed`:
    /// that feed when it is ordered by number, else Latest.
    static func numberedFeed(for feed: FeedName) -> FeedName {
        switch feed {
        case .latest, .unread, .whatIf: feed
        case .bookmarks, .search: .latest
        }
    }

    /// Selects comic `number` in the feed's list if it is loaded; else the
    /// list starts over at it (the selection follows when the rows come).
    mutating func continueList(_ feed: FeedName, from number: Int) -> [ReaderEffect] {
        if lists[feed]?.select(number: number) == true { return [] }
        startingList = ListStart(feed: feed, number: number)
        return [.startPages(feed, at: number)]
    }

    /// A comic opened by go-to has come: its list starts at it, if it was waiting to.
    mutating func startPendingList(at number: Int) -> [ReaderEffect] {
        guard let start = pendingListStart, start.number == number else { return [] }
        pendingListStart = nil
        return continueList(start.feed, from: number)
    }

    /// `g` on a list that starts below the newest: back to the newest. Once
    /// the pages above have reached it, the newest is the first row already.
    mutating func startAtNewest(_ feed: FeedName) -> [ReaderEffect] {
        lists[feed]?.selectFirst()
        guard lists[feed]?.snapshot.startNumber != nil, lists[feed]?.snapshot.hasNewer == true else { return [] }
        startingList = nil
        return [.startPages(feed, at: nil)]
    }

    /// `'`: Latest, at the comic the last run left off at.
    mutating func returnToLeftOff() -> [ReaderEffect] {
        guard let number = leftOffNumber else {
            notice = "Nothing to go back to: the reader started where you left off"
            return []
        }
        leftOffNumber = nil
        pages = [.list(.latest)]
        return continueList(.latest, from: number)
    }
}
