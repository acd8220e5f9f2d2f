import ComicData

/// Keys on a feed's list.
extension ReaderModel {
    mutating func performOnList(_ action: ReaderAction, feed: FeedName) -> [ReaderEffect] {
        let list = lists[feed] ?? ListScreen(feed: feed)
        if let row = list.selectedRow, let effects = performOnArticleRow(action, row) { return effects }
        switch action {
        case .move(let rows) where rows < 0: return moveUp(by: -rows, in: feed)
        case .movePage(let pages) where pages < 0:
            return moveUp(by: -pages * max(1, ListLayout.visibleRowCount(in: size)), in: feed)
        case .moveHalfPage(let halves) where halves < 0:
            return moveUp(by: -halves * Self.half(ListLayout.visibleRowCount(in: size)), in: feed)
        case .move(let rows): lists[feed]?.move(by: rows)
        case .movePage(let pages): lists[feed]?.move(by: pages * max(1, ListLayout.visibleRowCount(in: size)))
        case .moveHalfPage(let halves): lists[feed]?.move(by: halves * Self.half(ListLayout.visibleRowCount(in: size)))
        case .first: return startAtNewest(feed)
        case .last: lists[feed]?.selectLast()
        case .open:
            guard let row = list.selectedRow else { break }
            // A failed placeholder has nothing to open: Enter retries it (a failed page, all of it).
            if case .failedPage = row.content { return [.retryPage(feed)] }
            guard let comic = row.comic else { return [.retryComic(row.number, in: feed)] }
            return openDetail(comic, from: feed)
        case .toggleBookmark:
            // A bookmark whose comic never came shows as a failed row of Bookmarks: b removes it by number.
            if feed == .bookmarks, let row = list.selectedRow, case .failed = row.content {
                return [.removeBookmark(row.number)]
            }
            guard let row = list.selectedRow, case .comic(let comic, let isBookmarked, _) = row.content else { break }
            return [.setBookmark(comic, !isBookmarked)]
        case .toggleRead:
            guard let row = list.selectedRow, case .comic(_, _, let isRead) = row.content else { break }
            return setRead(row.number, !isRead)
        case .random: return [.pickRandom]
        case .markOlderRead:
            guard let row = list.selectedRow, case .comic = row.content else { break }
            return askToMarkRead(atOrBelow: row.number)
        case .openOutside(let kind):
            guard let row = list.selectedRow, let link = outsideLink(kind, number: row.number) else { break }
            return [.openOutside(link)]
        case .switchFeed(let steps):
            let next = Self.feed(steps, after: feed)
            pages = [.list(next)]
            // Bookmarks come newest first: the comic you were on if it is one, else the newest.
            if next == .bookmarks { lists[.bookmarks]?.selectOrFirst(list.selectedRow?.number) }
            // Its pages do not follow the cache and the read marks: what is unread now shows on arrival.
            if next == .unread { return [.refresh(.unread)] }
            if next == .whatIf, !isWhatIfStarted {
                isWhatIfStarted = true
                return [.startFeed(.whatIf)]
            }
        case .refresh:
            switch list.retryTarget {
            case .comic(let number): return [.retryComic(number, in: feed)]
            case .page: return [.retryPage(feed)]
            case .refresh: return [.refresh(feed)]
            }
        case .copy(.link):
            guard let row = list.selectedRow, case .comic = row.content else { break }
            return copyLink(of: row.number)
        case .nextUnread(let direction): return selectUnread(direction, in: feed)
        case .returnToLeftOff: return returnToLeftOff()
        case .search: return openSearch()
        case .view: return openViewer(list.selectedRow?.comic)
        case .back, .edit, .toggleImage, .toggleFullImage, .openOwnLink, .copy(.altText), .openAdjacent, .goTo, .undo,
            .zoom, .zoomToFit, .zoomToActualSize, .pan,
            .confirm, .help, .redraw, .explain,
            .suspend, .quit:
            break
        }
        return []
    }
}
